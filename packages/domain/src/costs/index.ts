// Cost and CO₂ (issue 18): price lists, factors and the pure calculator.
export * from './cost-settings';
export * from './calculate';
export * from './money';
