export { pagePolicyOfHost } from './page-policy';
export { deleteUnusedBrandingImages } from './unused-images';
export { myBranding } from './my-branding';
