// How the compiled production server is started: `npm start`, the e2e server and the bench
// scripts all run it this way (decision 011).
import path from "node:path";

/** The entry scripts/build-server.mjs writes under $BUILD_DIR (default build/). */
export const serverEntry = path.join(process.env.BUILD_DIR ?? "build", "server-app", "index.js");

/** `node <entry>`: the entry turns source maps on for the server's own code. */
export const serverCommand = [process.execPath, serverEntry];

/**
 * Added to the server's environment (a value already set wins). glibc's malloc raises its mmap
 * threshold each time a large block is freed, from 128 KiB up to 32 MiB, so later large blocks
 * (sharp's pixel buffers, argon2's 19 MiB, PGlite's file reads) come from the heap, where freed
 * memory stays resident. A fixed threshold keeps them in mappings of their own that go back to
 * the system when freed: after seeding the demo content that is about 150 MB less at idle.
 */
export const serverEnv = { MALLOC_MMAP_THRESHOLD_: "131072" };
