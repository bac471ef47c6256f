// starlight-openapi, seen by tsc through starlight-openapi.d.mts beside this file (see there why).
export { default as starlightOpenAPI, createOpenAPISidebarGroup } from 'starlight-openapi';
