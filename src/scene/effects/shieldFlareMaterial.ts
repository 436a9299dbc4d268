/**
 * The shield flare's look: a translucent energy bubble, brightest at its rim (where the eye looks through most
 * of it) and at the point the bolts struck, with a ripple running out from there over the bubble. Additive, so
 * it brightens what is behind it and never hides the ship inside.
 */
import { AdditiveBlending, Color, FrontSide, ShaderMaterial, Vector3 } from 'three';
import { SHIELD } from './effectColours.ts';

const vertexShader = /* glsl */ `
varying vec3 vNormalView;
varying vec3 vToEye;
varying vec3 vOnSphere;
void main() {
  vOnSphere = normalize(position);
  vec4 mv = modelViewMatrix * vec4(position, 1.0);
  vNormalView = normalize(normalMatrix * normal);
  vToEye = normalize(-mv.xyz);
  gl_Position = projectionMatrix * mv;
}
`;

const fragmentShader = /* glsl */ `
uniform vec3 uColour;
uniform vec3 uImpact;
uniform float uIntensity;
uniform float uRipple;
varying vec3 vNormalView;
varying vec3 vToEye;
varying vec3 vOnSphere;
void main() {
  float rim = pow(1.0 - abs(dot(normalize(vNormalView), normalize(vToEye))), 2.2);
  float angle = acos(clamp(dot(vOnSphere, uImpact), -1.0, 1.0));
  float hot = exp(-angle * angle * 5.0);
  float d = (angle - uRipple) * 6.0;
  float ripple = exp(-d * d) * (1.0 - uRipple / 2.6);
  // Faint bands of latitude about the impact point: the bubble reads as a field, not glass.
  float bands = 0.75 + 0.25 * sin(angle * 22.0 - uRipple * 9.0);
  vec3 colour = uColour * (0.18 + 1.1 * rim * bands + 1.6 * hot + 1.2 * ripple) * uIntensity;
  gl_FragColor = vec4(colour, 1.0);
  #include <tonemapping_fragment>
  #include <colorspace_fragment>
}
`;

/** A new shield flare material (its uniforms are written every frame by ShieldFlare). */
export function createShieldFlareMaterial(): ShaderMaterial {
  return new ShaderMaterial({
    uniforms: {
      uColour: { value: new Color(SHIELD[0], SHIELD[1], SHIELD[2]) },
      uImpact: { value: new Vector3(0, 0, 1) },
      uIntensity: { value: 0 },
      uRipple: { value: 0 },
    },
    vertexShader,
    fragmentShader,
    blending: AdditiveBlending,
    transparent: true,
    depthWrite: false,
    side: FrontSide,
  });
}
