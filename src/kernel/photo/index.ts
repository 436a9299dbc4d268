/**
 * Photos of the real table: the homography from photo pixels to table millimetres, calibration from marked
 * corners, ship poses from base corners, obstacle outlines fitted to edge points, the rectified image, and
 * marks refined below a pixel from the photo's own pixels.
 */
export * from './homography.ts';
export * from './calibration.ts';
export * from './rigidFit.ts';
export * from './shipFromCorners.ts';
export * from './outlineFit.ts';
export * from './rectify.ts';
export * from './grayImage.ts';
export * from './refineCorner.ts';
export * from './refineEdge.ts';
export * from './refineMark.ts';
export * from './edgeProfile.ts';
export * from './segmentEdges.ts';
export * from './edgeFit.ts';
export * from './fitToPhotoEdges.ts';
export * from './outlinePicture.ts';
export * from './outlinePixelFit.ts';
export * from './refineAreaCorners.ts';
export * from './photoHeight.ts';
