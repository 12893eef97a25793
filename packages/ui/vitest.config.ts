import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { workspaceConfig } from '../../vitest.shared.ts';

export default workspaceConfig({ plugins: [vanillaExtractPlugin()] });
