/**
 * The server's entry (`npm start`, the Docker image, `npm run dev`): tracing first when it is
 * configured (telemetry.ts: it must be in place before the server's modules load, so the server is
 * imported only then), then the server (main.ts).
 */
import { startTelemetry } from './telemetry';

const telemetry = await startTelemetry();
const { main } = await import('./main');
await main({ beforeExit: telemetry?.stop, logFields: telemetry?.logFields });
