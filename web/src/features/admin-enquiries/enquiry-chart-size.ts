/**
 * The chart's height for `rows` classes: a bar's room each, and the legend's and axis's. Apart from
 * enquiry-chart.tsx, so the section holds the room while the chart's code loads without importing it.
 */
export const chartHeight = (rows: number): number => 110 + rows * 34;
