/* lwhash_drv.h: a short driver for lw_axil, the AXI4-Lite front-end of the lwhash cores
 * (docs/integration.md).  Portable C99, no allocation, no OS: registers are reached
 * through the MMIO base address, or through two functions (a bus bridge, a test model).
 *
 *   lwh_dev d = { .base = (volatile uint32_t *)0x43c00000, .digest_bytes = 32 };
 *   if (lwh_init(&d) == 0) {
 *       lwh_feed(&d, msg, len);          (as often as needed)
 *       lwh_finish(&d);
 *       lwh_read_digest(&d, out);        (polls STATUS; or wait on irq, IRQ_EN bit 0)
 *   }
 */
#ifndef LWHASH_DRV_H
#define LWHASH_DRV_H

#include <stddef.h>
#include <stdint.h>

#include "lwhash_regs.h"

#define LWH_OK        0
#define LWH_ENODEV   (-1)   /* ID does not read LWH_ID_VALUE */
#define LWH_EINPUT   (-2)   /* STATUS.ERR: the front-end dropped the message (bad input, too long) */
#define LWH_ETIMEOUT (-3)   /* the spin limit passed without the awaited status */

typedef struct lwh_dev {
    volatile uint32_t *base;                          /* the registers, or NULL to use rd/wr */
    uint32_t (*rd)(void *ctx, uint32_t offset);
    void (*wr)(void *ctx, uint32_t offset, uint32_t value);
    void *ctx;
    unsigned digest_bytes;                            /* of the core behind it: 28, 32, 48, 64 */
    unsigned long spin_limit;                         /* status polls before LWH_ETIMEOUT (0: 1e7) */
    uint8_t carry[4];                                 /* bytes held back for END<n> */
    unsigned ncarry;
} lwh_dev;

int lwh_init(lwh_dev *d);                             /* check ID, reset the block, clear ERR */
uint32_t lwh_status(lwh_dev *d);                      /* STATUS */
int lwh_feed(lwh_dev *d, const void *msg, size_t n);  /* message bytes, in as many calls as wanted */
int lwh_finish(lwh_dev *d);                           /* the message ends (END<n>) */
int lwh_read_digest(lwh_dev *d, uint8_t *out);        /* wait for the digest, copy it, release it */
int lwh_hash(lwh_dev *d, const void *msg, size_t n, uint8_t *out);   /* feed + finish + read */

#endif
