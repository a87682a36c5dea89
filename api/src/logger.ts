import { pino, type DestinationStream, type Logger } from 'pino';

/** Structured JSON logs on stdout (or `destination`, for tests); secrets never logged. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'northbeam-api' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'password', '*.password'],
    serializers: { err: pino.stdSerializers.err },
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * The logger of the one line each request gets (id, method, path, status, time): fields that hold
 * no secret, so it skips redaction, about a third of the cost of a line; at the default level every
 * request is logged, cached answers included.
 */
export const requestLineLogger = (logger: Logger): Logger => logger.child({}, { redact: [] });
