import { pino, type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from '../config';

const REDACT = ['req.headers.cookie', 'req.headers.authorization'];

/**
 * The server's logger: one readable line per event in a terminal (a newcomer's `npm start`),
 * JSON lines for machines. Requests are logged at debug (app.ts), so `info` is the start-up steps,
 * warnings and errors.
 */
export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'LOG_FORMAT'>): Logger {
  const readable = config.LOG_FORMAT === 'pretty' || (config.LOG_FORMAT === 'auto' && process.stdout.isTTY === true);
  const options = { level: config.LOG_LEVEL, redact: REDACT };
  if (!readable) return pino(options);
  return pino(
    options,
    pretty({ colorize: process.stdout.isTTY === true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId', sync: true }),
  );
}
