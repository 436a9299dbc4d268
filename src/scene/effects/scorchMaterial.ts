/**
 * A scorch mark's look: a ragged disc of soot, with a glowing ember at its heart while it is fresh. Per mark,
 * the instance colour carries (ember 0–1, opacity 0–1, seed 0–1). Normal blending: soot darkens the hull.
 */
import { ShaderMaterial } from 'three';

const vertexShader = /* glsl */ `
varying vec2 vUv;
varying vec3 vMark;
void main() {
  vUv = uv;
  vMark = instanceColor;
  gl_Position = projectionMatrix * modelViewMatrix * instanceMatrix * vec4(position, 1.0);
}
`;

const fragmentShader = /* glsl */ `
varying vec2 vUv;
varying vec3 vMark;
void main() {
  vec2 p = vUv * 2.0 - 1.0;
  float r = length(p);
  float a = atan(p.y, p.x);
  float s = vMark.z * 6.2832;
  float edge = 0.72 + 0.16 * sin(a * 5.0 + s) + 0.1 * sin(a * 9.0 - 2.0 * s);
  float soot = 1.0 - smoothstep(edge * 0.45, edge, r);
  float heart = 1.0 - smoothstep(0.0, 0.5, r);
  vec3 colour = mix(vec3(0.012, 0.01, 0.008), vec3(5.0, 1.4, 0.25), vMark.x * heart);
  gl_FragColor = vec4(colour, soot * vMark.y);
  #include <tonemapping_fragment>
  #include <colorspace_fragment>
}
`;

/** A new scorch material. */
export function createScorchMaterial(): ShaderMaterial {
  return new ShaderMaterial({
    vertexShader,
    fragmentShader,
    transparent: true,
    depthWrite: false,
    polygonOffset: true,
    polygonOffsetFactor: -2,
  });
}
