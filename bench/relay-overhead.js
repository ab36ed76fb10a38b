// What the contact action adds to the email service's own latency: the double answers after a
// fixed delay, the form is sent through the site one message at a time, and the site's time
// is compared with the delay.
import { median } from "./server-process.js";

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[
    Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))
  ];
};

export async function measureRelayOverhead({
  baseUrl,
  serviceDelayMs,
  samples,
}) {
  const times = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/contact`, {
      method: "POST",
      body: new URLSearchParams({
        name: "Bench Mark",
        email: "bench@example.com",
        title: `Timing ${i}`,
        message: "How long does the relay take?",
      }),
    });
    await response.arrayBuffer();
    if (response.status !== 200)
      throw new Error(`The contact form answered ${response.status}`);
    times.push(performance.now() - started);
  }
  const medianTotalMs = median(times);
  return {
    serviceDelayMs,
    samples,
    medianTotalMs,
    p90TotalMs: percentile(times, 90),
    medianOverheadMs: medianTotalMs - serviceDelayMs,
  };
}
