import { pino, type DestinationStream, type Logger } from 'pino';

/**
 * Structured JSON logs on stdout (or `destination`, for tests); secrets never logged. `mixin` adds
 * fields to every line (the trace's ids when tracing is on: telemetry.ts).
 */
export function createLogger(
  level: string,
  options: {
    mixin?: (() => Record<string, string>) | undefined;
    destination?: DestinationStream | undefined;
  } = {},
): Logger {
  const settings = {
    level,
    ...(options.mixin ? { mixin: options.mixin } : {}),
    base: { service: 'northbeam-api' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'password', '*.password'],
    serializers: { err: pino.stdSerializers.err },
  };
  return options.destination ? pino(settings, options.destination) : pino(settings);
}

/**
 * The logger of the one line each request gets (id, method, path, status, time): fields that hold
 * no secret, so it skips redaction, about a third of the cost of a line; at the default level every
 * request is logged, cached answers included.
 */
export const requestLineLogger = (logger: Logger): Logger => logger.child({}, { redact: [] });
