/**
 * Loads the areas' rules so that they register their hooks (engine/sim/hooks.ts). Importing this
 * module once is enough; the reducers do.
 */
import "../rules/monsters/hooks.js";
import "../rules/camp/hooks.js";
import "../rules/examine/hooks.js";
import "../rules/camp/bulletin.js";
