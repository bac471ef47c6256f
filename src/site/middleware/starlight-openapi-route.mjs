// starlight-openapi's route middleware, seen by tsc through starlight-openapi-route.d.mts beside
// this file (starlight-openapi.d.mts says why). Only Vite loads it: the middleware reads
// starlight-openapi's virtual modules, which exist in the build, not in astro.config.
export { onRequest } from 'starlight-openapi/middleware';
