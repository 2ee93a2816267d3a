/* Chipmunk2D (UIKit Dynamics' rigid bodies): the functions FrameKit calls, forwarding to libchipmunk.so.7 once it is
   loaded. */
#include <chipmunk/chipmunk.h>
#include "Forwarding.h"

#define CHIPMUNK_FUNCTIONS(X, X_VOID) \
    X(cpSpace *, cpSpaceNew, (void), ()) \
    X_VOID(cpSpaceFree, (cpSpace *space), (space)) \
    X_VOID(cpSpaceSetIterations, (cpSpace *space, int iterations), (space, iterations)) \
    X_VOID(cpSpaceSetCollisionSlop, (cpSpace *space, cpFloat slop), (space, slop)) \
    X_VOID(cpSpaceSetCollisionBias, (cpSpace *space, cpFloat bias), (space, bias)) \
    X_VOID(cpSpaceSetUserData, (cpSpace *space, cpDataPointer userData), (space, userData)) \
    X(cpDataPointer, cpSpaceGetUserData, (const cpSpace *space), (space)) \
    X(cpBody *, cpSpaceGetStaticBody, (const cpSpace *space), (space)) \
    X(cpCollisionHandler *, cpSpaceAddDefaultCollisionHandler, (cpSpace *space), (space)) \
    X(cpShape *, cpSpaceAddShape, (cpSpace *space, cpShape *shape), (space, shape)) \
    X(cpBody *, cpSpaceAddBody, (cpSpace *space, cpBody *body), (space, body)) \
    X(cpConstraint *, cpSpaceAddConstraint, (cpSpace *space, cpConstraint *constraint), (space, constraint)) \
    X_VOID(cpSpaceRemoveShape, (cpSpace *space, cpShape *shape), (space, shape)) \
    X_VOID(cpSpaceRemoveBody, (cpSpace *space, cpBody *body), (space, body)) \
    X_VOID(cpSpaceRemoveConstraint, (cpSpace *space, cpConstraint *constraint), (space, constraint)) \
    X_VOID(cpSpaceStep, (cpSpace *space, cpFloat dt), (space, dt)) \
    X(cpBody *, cpBodyNew, (cpFloat mass, cpFloat moment), (mass, moment)) \
    X_VOID(cpBodyFree, (cpBody *body), (body)) \
    X_VOID(cpBodySetType, (cpBody *body, cpBodyType type), (body, type)) \
    X_VOID(cpBodySetMass, (cpBody *body, cpFloat m), (body, m)) \
    X_VOID(cpBodySetMoment, (cpBody *body, cpFloat i), (body, i)) \
    X(cpFloat, cpBodyGetMass, (const cpBody *body), (body)) \
    X(cpVect, cpBodyGetPosition, (const cpBody *body), (body)) \
    X_VOID(cpBodySetPosition, (cpBody *body, cpVect pos), (body, pos)) \
    X(cpVect, cpBodyGetVelocity, (const cpBody *body), (body)) \
    X_VOID(cpBodySetVelocity, (cpBody *body, cpVect velocity), (body, velocity)) \
    X(cpFloat, cpBodyGetAngle, (const cpBody *body), (body)) \
    X_VOID(cpBodySetAngle, (cpBody *body, cpFloat a), (body, a)) \
    X(cpFloat, cpBodyGetAngularVelocity, (const cpBody *body), (body)) \
    X_VOID(cpBodySetAngularVelocity, (cpBody *body, cpFloat w), (body, w)) \
    X_VOID(cpBodySetTorque, (cpBody *body, cpFloat torque), (body, torque)) \
    X(cpFloat, cpBodyGetTorque, (const cpBody *body), (body)) \
    X_VOID(cpBodyApplyForceAtWorldPoint, (cpBody *body, cpVect force, cpVect point), (body, force, point)) \
    X_VOID(cpBodyApplyImpulseAtWorldPoint, (cpBody *body, cpVect impulse, cpVect point), (body, impulse, point)) \
    X(cpVect, cpBodyLocalToWorld, (const cpBody *body, const cpVect point), (body, point)) \
    X_VOID(cpShapeFree, (cpShape *shape), (shape)) \
    X_VOID(cpShapeSetElasticity, (cpShape *shape, cpFloat elasticity), (shape, elasticity)) \
    X_VOID(cpShapeSetFriction, (cpShape *shape, cpFloat friction), (shape, friction)) \
    X_VOID(cpShapeSetUserData, (cpShape *shape, cpDataPointer userData), (shape, userData)) \
    X(cpDataPointer, cpShapeGetUserData, (const cpShape *shape), (shape)) \
    X(cpShape *, cpCircleShapeNew, (cpBody *body, cpFloat radius, cpVect offset), (body, radius, offset)) \
    X(cpShape *, cpSegmentShapeNew, (cpBody *body, cpVect a, cpVect b, cpFloat radius), (body, a, b, radius)) \
    X(cpShape *, cpPolyShapeNew, (cpBody *body, int count, const cpVect *verts, cpTransform transform, cpFloat radius), \
      (body, count, verts, transform, radius)) \
    X(cpFloat, cpMomentForPoly, (cpFloat m, int count, const cpVect *verts, cpVect offset, cpFloat r), (m, count, verts, offset, r)) \
    X(cpFloat, cpAreaForPoly, (const int count, const cpVect *verts, cpFloat r), (count, verts, r)) \
    X_VOID(cpArbiterGetShapes, (const cpArbiter *arb, cpShape **a, cpShape **b), (arb, a, b)) \
    X(int, cpArbiterGetCount, (const cpArbiter *arb), (arb)) \
    X(cpVect, cpArbiterGetPointA, (const cpArbiter *arb, int i), (arb, i)) \
    X_VOID(cpConstraintFree, (cpConstraint *constraint), (constraint)) \
    X_VOID(cpConstraintSetErrorBias, (cpConstraint *constraint, cpFloat errorBias), (constraint, errorBias)) \
    X_VOID(cpConstraintSetMaxForce, (cpConstraint *constraint, cpFloat maxForce), (constraint, maxForce)) \
    X(cpConstraint *, cpPinJointNew, (cpBody *a, cpBody *b, cpVect anchorA, cpVect anchorB), (a, b, anchorA, anchorB)) \
    X_VOID(cpPinJointSetAnchorB, (cpConstraint *constraint, cpVect anchorB), (constraint, anchorB)) \
    X_VOID(cpPinJointSetDist, (cpConstraint *constraint, cpFloat dist), (constraint, dist)) \
    X(cpConstraint *, cpSlideJointNew, (cpBody *a, cpBody *b, cpVect anchorA, cpVect anchorB, cpFloat min, cpFloat max), \
      (a, b, anchorA, anchorB, min, max)) \
    X_VOID(cpSlideJointSetAnchorB, (cpConstraint *constraint, cpVect anchorB), (constraint, anchorB)) \
    X_VOID(cpSlideJointSetMax, (cpConstraint *constraint, cpFloat max), (constraint, max)) \
    X(cpConstraint *, cpPivotJointNew2, (cpBody *a, cpBody *b, cpVect anchorA, cpVect anchorB), (a, b, anchorA, anchorB)) \
    X_VOID(cpPivotJointSetAnchorB, (cpConstraint *constraint, cpVect anchorB), (constraint, anchorB)) \
    X(cpConstraint *, cpGrooveJointNew, (cpBody *a, cpBody *b, cpVect groove_a, cpVect groove_b, cpVect anchorB), \
      (a, b, groove_a, groove_b, anchorB)) \
    X(cpConstraint *, cpGearJointNew, (cpBody *a, cpBody *b, cpFloat phase, cpFloat ratio), (a, b, phase, ratio)) \
    X(cpConstraint *, cpRotaryLimitJointNew, (cpBody *a, cpBody *b, cpFloat min, cpFloat max), (a, b, min, max)) \
    X(cpConstraint *, cpSimpleMotorNew, (cpBody *a, cpBody *b, cpFloat rate), (a, b, rate)) \
    X(cpConstraint *, cpDampedSpringNew, \
      (cpBody *a, cpBody *b, cpVect anchorA, cpVect anchorB, cpFloat restLength, cpFloat stiffness, cpFloat damping), \
      (a, b, anchorA, anchorB, restLength, stiffness, damping)) \
    X_VOID(cpDampedSpringSetAnchorB, (cpConstraint *constraint, cpVect anchorB), (constraint, anchorB)) \
    X_VOID(cpDampedSpringSetRestLength, (cpConstraint *constraint, cpFloat restLength), (constraint, restLength)) \
    X_VOID(cpDampedSpringSetStiffness, (cpConstraint *constraint, cpFloat stiffness), (constraint, stiffness)) \
    X_VOID(cpDampedSpringSetDamping, (cpConstraint *constraint, cpFloat damping), (constraint, damping))

FK_DEFINE_FORWARDERS(chipmunk, "libchipmunk.so.7", CHIPMUNK_FUNCTIONS)
