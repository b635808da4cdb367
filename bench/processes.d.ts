export type Child = {
    port: number;
    extra: string[];
    stop: () => Promise<void>;
};
/** Starts `node <script>` and waits for its `READY <port> …` line. */
export declare function startChild(script: string, env?: Record<string, string>): Promise<Child>;
