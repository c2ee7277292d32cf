import type { Target } from './http';

/** The instances a run drives: every request goes to one picked at random. */
export class Cluster {
  constructor(readonly targets: Target[]) {}

  random(): Target {
    return this.targets[Math.floor(Math.random() * this.targets.length)] as Target;
  }

  /** An instance other than `target` (the same one when there is only one). */
  other(target: Target): Target {
    if (this.targets.length === 1) return target;
    const others = this.targets.filter((candidate) => candidate !== target);
    return others[Math.floor(Math.random() * others.length)] as Target;
  }

  close(): void {
    for (const target of this.targets) {
      target.agent.destroy();
      target.raw.close();
    }
  }
}
