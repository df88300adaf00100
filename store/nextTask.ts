/**
 * Resolves in a task of its own. Start-up work split at these points never holds a tablet's main
 * thread for all of it at once: between the pieces the browser handles input and runs the chunks
 * that have arrived. `scheduler.yield()` where the browser has it (the rest resumes ahead of other
 * queued work), a message otherwise (not a timer, which browsers may hold back by 4 ms or more).
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
