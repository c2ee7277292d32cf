/** The component a test's lazy load delivers. */
export function Shown({ text }: { text: string }) {
  return <p>{text}</p>;
}

/** A load of {@link Shown} the test settles by hand: one entry in `calls` per time the load was started. */
export function controlledLoad() {
  const calls: Array<{ resolve: (component: typeof Shown) => void; reject: (error: Error) => void }> = [];
  const load = () => new Promise<typeof Shown>((resolve, reject) => calls.push({ resolve, reject }));
  return { load, calls };
}
