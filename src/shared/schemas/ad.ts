import { z } from 'zod';
import { AD_SLOT_VALUES } from './enums';

export const AdSlot = z.enum(AD_SLOT_VALUES);
export type AdSlot = z.infer<typeof AdSlot>;

const AdUnit = z.object({
  code: z.string().max(200).default(''),
  // Ad HTML runs third-party script: only admins may store it (enforced by the route).
  html: z.string().max(50_000).default(''),
});

export const AdSettings = z.object({
  publisherId: z.string(),
  enabled: z.boolean(),
  testMode: z.boolean(),
  adUnits: z.record(AdSlot, z.object({ code: z.string(), html: z.string() })),
});

/**
 * requirements §3 names a flat shape (`{ topBanner: "code", topBannerHtml: "<html>" }`) beside the nested
 * one (`{ topBanner: { code, html } }`); both arrive here as the nested shape. Unknown keys are kept
 * so the record schema refuses them by name.
 */
function nestAdUnits(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const nested: Record<string, unknown> = {};
  const unit = (slot: string) => (nested[slot] ??= {}) as Record<string, unknown>;
  for (const [key, v] of Object.entries(value)) {
    if (typeof v !== 'string') {
      nested[key] = v;
      continue;
    }
    const [, base, suffix] = /^(.*?)(Html|Code)?$/.exec(key) ?? [];
    if (!(AD_SLOT_VALUES as readonly string[]).includes(base)) nested[key] = v;
    else unit(base)[suffix === 'Html' ? 'html' : 'code'] = v;
  }
  return nested;
}

export const AdSettingsBody = z.object({
  publisherId: z.string().trim().max(200),
  enabled: z.boolean(),
  testMode: z.boolean().optional(),
  adUnits: z.preprocess(nestAdUnits, z.partialRecord(AdSlot, AdUnit)).default({}),
});

/** Public render config: per slot `<slot>Html` (and `<slot>Code`), as the client's AdSlot reads it. */
export const AdConfig = z.object({
  publisherId: z.string(),
  enabled: z.boolean(),
  testMode: z.boolean(),
  adUnits: z.record(z.string(), z.string()),
});

export type AdSettings = z.infer<typeof AdSettings>;
export type AdSettingsBody = z.infer<typeof AdSettingsBody>;
export type AdConfig = z.infer<typeof AdConfig>;
