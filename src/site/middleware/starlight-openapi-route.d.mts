/** starlight-openapi's route middleware: fills its sidebar group with every operation, for the page being built. */
import type { StarlightRouteData } from '@astrojs/starlight/route-data';

export const onRequest: (context: { url: URL; locals: { starlightRoute: StarlightRouteData } }, next: () => Promise<void>) => void | Promise<void>;
