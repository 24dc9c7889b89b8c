// What every tab gives the page: its body, its state for the URL, and a way back from that state.
export interface Tab {
  readonly id: string;
  readonly title: string;
  readonly root: HTMLElement;
  state(): Record<string, string>;
  restore(state: Record<string, string>): void;
  solve(): Promise<void>;
}
