/** PDF user space units (points) per millimetre. */
export const POINTS_PER_MM = 72 / 25.4;

export const mmToPoints = (mm: number) => mm * POINTS_PER_MM;
export const pointsToMm = (points: number) => points / POINTS_PER_MM;
