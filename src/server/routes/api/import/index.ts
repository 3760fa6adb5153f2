import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody } from '#shared/schemas/common';
import { ImportParams, ImportQuery, ImportReport } from '#shared/schemas/import';
import { actorOf } from '#server/lib/actor';
import { HttpError } from '#server/lib/http-errors';
import { refuseOverLimit } from '#server/lib/import/embedded-limit';
import { checkHeader, formatOf } from '#server/lib/import/file-format';
import { readRows } from '#server/lib/import/read-rows';
import { spoolUpload } from '#server/lib/import/spool-upload';
import { announceGameChanges } from '#server/live/announce';
import { routeGuards } from '../../route-scopes';
import { runImport } from '#server/repositories/import/run-import';
import { boxScoreImportRoute } from './boxscores';

const tags = ['import'];
const FORMATS = ['text/csv', 'application/json', 'application/x-ndjson', 'application/ndjson', 'application/jsonl'];

const importRoutes: FastifyPluginAsyncZod = async (app) => {
  const guards = routeGuards(app.db);
  // Encapsulated here: the upload reaches the handler as a stream, never parsed into one big value.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(FORMATS, (_request, payload, done) => done(null, payload));
  boxScoreImportRoute(app, guards.boxScoreImport);

  app.post(
    '/:entity',
    {
      ...guards.import,
      // A 100,000-row file takes longer than an ordinary request may.
      handlerTimeout: app.config.REQUEST_TIMEOUT_MS > 0 ? Math.max(app.config.REQUEST_TIMEOUT_MS, 600_000) : undefined,
      schema: {
        tags,
        description:
          'Bulk import of a CSV (header row) or JSON (array or NDJSON) file: all rows or none. Columns: docs/import.md. ' +
          'A real run with rejected rows answers 400 with the same report and stores nothing.',
        params: ImportParams,
        querystring: ImportQuery,
        // 400 is either a rejected file (the report, with errors) or an unreadable one (message only).
        response: { 200: ImportReport, 400: ErrorBody.extend(ImportReport.partial().shape), 413: ErrorBody },
      },
    },
    async (request, reply) => {
      const { entity } = request.params;
      const format = formatOf(request.headers['content-type']);
      if (!request.body) throw new HttpError(400, 'Send the file as the request body', [{ path: 'file', message: 'Missing' }]);
      const upload = await spoolUpload(request.body as Readable);
      try {
        const onHeader = (names: string[]) => checkHeader(entity, names);
        if (app.dbHandle.kind === 'pglite') await refuseOverLimit(upload.open, format, app.config.IMPORT_EMBEDDED_MAX_ROWS, onHeader);
        const rows = readRows(upload.open(), format, onHeader);
        const written: number[] = [];
        const report = await runImport(app.db, {
          entity,
          rows,
          dryRun: request.query.dryRun ?? false,
          source: request.query.source,
          actor: actorOf(request),
          limit: request.access.admin ? null : { leagueIds: [...request.access.leagueIds] },
          writtenIds: written,
        });
        // Imported games reach their days' open pages (issue 27) after the commit; a push that fails costs the
        // pages only their poll, not the stored import its answer.
        if (report.imported && entity === 'games')
          await announceGameChanges(app, written).catch((err: unknown) => request.log.warn({ err }, 'import: announce failed'));
        if (report.dryRun || report.rejectedCount === 0) return report;
        const message = `${report.rejectedCount} row(s) rejected; nothing was imported`;
        const errors = report.rejected.map((r) => ({ path: `lines.${r.line}${r.column ? `.${r.column}` : ''}`, message: r.message }));
        return reply.code(400).send({ message, errors, ...report });
      } finally {
        await upload.remove();
      }
    },
  );
};

export default importRoutes;
