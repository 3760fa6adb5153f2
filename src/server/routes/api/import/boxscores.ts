import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BoxScoreImportQuery, BoxScoreImportReport } from '#shared/schemas/box-score-import';
import { ErrorBody } from '#shared/schemas/common';
import { actorOf } from '#server/lib/actor';
import { HttpError } from '#server/lib/http-errors';
import { readRows } from '#server/lib/import/read-rows';
import { spoolUpload } from '#server/lib/import/spool-upload';
import { runBoxScoreImport } from '#server/repositories/import/run-box-score-import';
import { announceGameChanges } from '#server/live/announce';
import type { RouteGuards } from '../../route-scopes';

/**
 * Issue #26: POST /api/import/boxscores — many games' official sheets in one JSON file (an array or
 * NDJSON, one game per element, any format the adapters read). Registered inside the import plugin,
 * whose content-type parsers hand the upload over as a stream.
 */
export function boxScoreImportRoute(app: FastifyInstance, guard: RouteGuards['boxScoreImport']) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/boxscores',
    {
      ...guard,
      handlerTimeout: app.config.REQUEST_TIMEOUT_MS > 0 ? Math.max(app.config.REQUEST_TIMEOUT_MS, 600_000) : undefined,
      schema: {
        tags: ['import'],
        description:
          "Box scores of many games from their official sheets: a JSON array (or NDJSON) whose elements are HockeyTech game summaries, NHL game-centre play-by-plays (alone or as { playByPlay, boxscore }), or neutral official sheets. Each game is stored whole or not at all, in its own transaction; teams, players and games are matched by the source's ids (created when new) in the league and season named; the same file again changes nothing. A run with rejected games answers 400 with the report (the other games are stored). See docs/import.md.",
        querystring: BoxScoreImportQuery,
        response: {
          200: BoxScoreImportReport,
          400: ErrorBody.extend(BoxScoreImportReport.partial().shape),
          403: ErrorBody.extend(BoxScoreImportReport.partial().shape),
        },
      },
    },
    async (request, reply) => {
      if (!request.body) throw new HttpError(400, 'Send the file as the request body', [{ path: 'file', message: 'Missing' }]);
      if (/text\/csv/i.test(request.headers['content-type'] ?? ''))
        throw new HttpError(400, 'Box scores come as JSON, not CSV', [{ path: 'file', message: 'Send application/json' }]);
      const upload = await spoolUpload(request.body as Readable);
      const written: number[] = [];
      try {
        const { leagueId, seasonId, dryRun, source } = request.query;
        const report = await runBoxScoreImport(app.db, {
          rows: readRows(upload.open(), 'json'),
          leagueId,
          seasonId,
          dryRun: dryRun ?? false,
          source,
          actor: actorOf(request),
          limit: request.access.admin ? null : { leagueIds: [...request.access.leagueIds] },
          writtenIds: written,
        });
        if (report.rejectedCount === 0) return report;
        // Every refusal a scope one (issue 40): the caller reached for another league's records.
        const forbidden = report.rejected.every((r) => r.status === 403) && report.rejected.length === report.rejectedCount;
        const stored = report.dryRun
          ? 'this was a dry run'
          : `the other ${report.created + report.updated + report.unchanged} game(s) are stored`;
        const message = `${report.rejectedGames} game(s) rejected (${report.rejectedCount} problem(s)); ${stored}`;
        const errors = report.rejected.map((r) => ({ path: `games.${r.game}${r.path ? `.${r.path}` : ''}`, message: r.message }));
        return reply.code(forbidden ? 403 : 400).send({ message, errors, ...report });
      } finally {
        await upload.remove();
        // The stored games reach their days' open pages (issue 27), one wake for the file. Each game commits on
        // its own, so those stored before a failure go too; a push that fails costs the pages only their poll.
        await announceGameChanges(app, written).catch((err: unknown) => request.log.warn({ err }, 'box score import: announce failed'));
      }
    },
  );
}
