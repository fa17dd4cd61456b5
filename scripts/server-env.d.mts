/** The environment `npm start` gives the server process (server-env.mjs). */
export function serverEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
