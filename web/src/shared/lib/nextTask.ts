/**
 * Resolves in a new task of the browser's event loop. Work split by it runs as separate tasks, between which the
 * browser can paint and handle input; one long task would hold the page for all of it (Lighthouse's Total
 * Blocking Time counts every task over 50 ms). A message, like React's scheduler, not a timer: browsers may
 * delay timers by several milliseconds.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
