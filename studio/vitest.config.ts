import { workspaceConfig } from '../vitest.shared.ts';
import { brandsAlias } from './brandsDir.ts';

export default workspaceConfig({ resolve: { alias: [brandsAlias] } });
