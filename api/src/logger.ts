import { pino, type Logger } from 'pino';

/**
 * Structured JSON logs on stdout; secrets never logged. `mixin` adds fields to every line (the
 * trace's ids when tracing is on: telemetry.ts).
 */
export function createLogger(
  level: string,
  options: { mixin?: (() => Record<string, string>) | undefined } = {},
): Logger {
  return pino({
    level,
    ...(options.mixin ? { mixin: options.mixin } : {}),
    base: { service: 'northbeam-api' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'password', '*.password'],
    serializers: { err: pino.stdSerializers.err },
  });
}
