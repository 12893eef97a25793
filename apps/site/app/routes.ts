import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  // `/` and any path without a valid locale prefix: the root middleware redirects them.
  index('routes/no-locale.tsx', { id: 'no-locale-index' }),
  route(':locale', 'routes/locale-layout.tsx', [
    index('routes/home.tsx'),
    // spec 1 §2: home is also the fallback for any unknown path.
    route('*', 'routes/home.tsx', { id: 'home-fallback' }),
  ]),
  route('*', 'routes/no-locale.tsx', { id: 'no-locale-splat' }),
] satisfies RouteConfig;
