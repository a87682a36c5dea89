/**
 * Gives the main thread back to the browser (input, rendering) and resumes right after, ahead of
 * other queued work where the browser supports `scheduler.yield()`; a new task otherwise.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
