/**
 * Arguments of every production build (`npm run build`, the end-to-end run, the benchmarks): webpack, not Turbopack.
 * Measured with `npm run bench:lighthouse` on one machine, same code, median of 3 (score / TBT ms): Turbopack 97 / 201,
 * 92 / 336, 94 / 210 (home, category, product); webpack 98 / 80, 98 / 141, 97 / 170. Turbopack's production runtime
 * instantiates every module of the page in one task (~40 ms of script on a desktop CPU, 150 ms and more on Lighthouse's
 * phone) where webpack's scope hoisting leaves much less. `next dev` keeps Turbopack.
 */
export const NEXT_BUILD_ARGS = ['build', '--webpack']
