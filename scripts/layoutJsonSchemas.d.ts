/** JSON Schemas for editors: input shape (defaults optional), descriptions from `.describe()`. */
export declare function layoutJsonSchemas(): Record<string, unknown>;
