export { pagePolicyOfHost } from './page-policy';
