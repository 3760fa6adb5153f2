import fastJson from 'fast-json-stringify';
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

/**
 * The JSON Schema as fast-json-stringify should read it. `anyOf: [X, {type: 'null'}]` (zod's `.nullable()`) as `type: [X.type, 'null']`: fast-json-stringify
 * then writes it directly instead of testing each value against both branches with a validator.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (!node || typeof node !== 'object') return node;
  // No `required`: fast-json-stringify writes required keys first, zod in the schema's order.
  const out: JsonSchema = Object.fromEntries(
    Object.entries(node)
      .filter(([k, v]) => !(k === 'required' && Array.isArray(v)))
      .map(([k, v]) => [k, simplify(v)]),
  );
  const branches = out.anyOf;
  if (Array.isArray(branches) && branches.length === 2) {
    const isNull = (b: JsonSchema) => b.type === 'null' && Object.keys(b).length === 1;
    const other = (branches as JsonSchema[]).find((b) => !isNull(b));
    if (other && branches.some((b) => isNull(b as JsonSchema)) && typeof other.type === 'string') {
      const { anyOf: _dropped, ...rest } = out;
      const { enum: _anyValue, ...kept } = other;
      return { ...rest, ...kept, type: [other.type, 'null'] };
    }
  }
  return out;
}

/**
 * Production serialises answers with the route's response schema, compiled once per route into a
 * fast-json-stringify function (keys in the schema's order, unknown keys left out — what zod's
 * parse + JSON.stringify produced), instead of re-validating every answer with zod on the way out
 * (issue #21). Development and tests keep zod's check, which catches an answer that drifted from
 * its schema; tests/api/response-serializer.test.ts shows both write the same bytes. A schema
 * that JSON Schema cannot express (transforms, dates) keeps zod's serialiser.
 */
export function responseSerializerCompiler(production: boolean): FastifySerializerCompiler<unknown> {
  if (!production) return zodSerializerCompiler as FastifySerializerCompiler<unknown>;
  return (route) => {
    try {
      const jsonSchema = simplify(z.toJSONSchema(route.schema as z.ZodType, { io: 'output', target: 'draft-7', unrepresentable: 'throw' }));
      const { $schema: _version, ...schema } = jsonSchema as JsonSchema;
      return fastJson(schema);
    } catch {
      return (zodSerializerCompiler as FastifySchemaCompiler<unknown>)(route) as (data: unknown) => string;
    }
  };
}
