/** Gzipped size of the JavaScript the home page needs before it can render: the entry and its static imports. */
export declare function initialJs(distDir: string): {
    files: string[];
    gzipBytes: number;
    lazyChunks: number;
};
