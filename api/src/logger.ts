import { pino, type Logger } from 'pino';

/** Structured JSON logs on stdout; secrets never logged. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'northbeam-api' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'password', '*.password'],
    serializers: { err: pino.stdSerializers.err },
  });
}
