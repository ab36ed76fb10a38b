// The conditions a visitor's phone is measured under, applied in Chromium through the DevTools
// protocol (Network.emulateNetworkConditions, Emulation.setCPUThrottlingRate).
//
// The protocol's latency is added once to every request, not to every round trip, so it never
// charges a connection's own handshake: "Slow 4G" applies 150 ms as given, which is the lighter
// of the two, and "Fast 3G" is DevTools' preset of that name, which stretches the latency by
// 3.75 and trims the bandwidth by 10 % to stand for what a per-request latency leaves out. The
// second is exactly what Lighthouse applies with --throttling-method=devtools.

const megabits = (value) => (value * 1_000_000) / 8;
const kilobits = (value) => (value * 1_000) / 8;

const CPU_SLOWDOWN = 4;

export const PROFILES = [
  {
    name: "Slow 4G",
    latencyMs: 150,
    downloadBytesPerSecond: megabits(1.6),
    uploadBytesPerSecond: kilobits(750),
    cpuSlowdown: CPU_SLOWDOWN,
  },
  {
    name: "Fast 3G",
    latencyMs: 150 * 3.75,
    downloadBytesPerSecond: megabits(1.6) * 0.9,
    uploadBytesPerSecond: kilobits(750) * 0.9,
    cpuSlowdown: CPU_SLOWDOWN,
  },
];

/** One line for the report that says what a profile applies. */
export function describeProfile(profile) {
  const mbit = (profile.downloadBytesPerSecond * 8) / 1_000_000;
  const kbit = (profile.uploadBytesPerSecond * 8) / 1_000;
  return `${profile.name}: ${profile.latencyMs} ms added to each request, ${mbit.toFixed(2)} Mbit/s down, ${Math.round(kbit)} kbit/s up, CPU ${profile.cpuSlowdown}x slower`;
}
