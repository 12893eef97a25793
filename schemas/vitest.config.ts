import { workspaceConfig } from '../vitest.shared.ts';

export default workspaceConfig();
