/* lwhash_drv.c: the lw_axil driver (lwhash_drv.h). */
#include "lwhash_drv.h"

static uint32_t rd(lwh_dev *d, uint32_t off)
{
    return d->base ? d->base[off / 4u] : d->rd(d->ctx, off);
}

static void wr(lwh_dev *d, uint32_t off, uint32_t v)
{
    if (d->base)
        d->base[off / 4u] = v;
    else
        d->wr(d->ctx, off, v);
}

/* bytes b[0..n-1] (n <= 4) as the word lw_axil takes: the first byte in bits [7:0] */
static uint32_t word_of(const uint8_t *b, unsigned n)
{
    uint32_t w = 0;
    unsigned i;
    for (i = 0; i < n; i++)
        w |= (uint32_t)b[i] << (8u * i);
    return w;
}

static int wait_status(lwh_dev *d, uint32_t bits)
{
    unsigned long limit = d->spin_limit ? d->spin_limit : 10000000ul;
    while (limit--) {
        uint32_t s = rd(d, LWH_STATUS);
        if (s & bits)
            return LWH_OK;
        if (s & LWH_STATUS_ERR)
            return LWH_EINPUT;
    }
    return LWH_ETIMEOUT;
}

uint32_t lwh_status(lwh_dev *d)
{
    return rd(d, LWH_STATUS);
}

int lwh_init(lwh_dev *d)
{
    if (rd(d, LWH_ID) != LWH_ID_VALUE)
        return LWH_ENODEV;
    wr(d, LWH_CONTROL, LWH_CONTROL_RESET | LWH_CONTROL_ERR_CLR);
    d->ncarry = 0;
    return LWH_OK;
}

int lwh_feed(lwh_dev *d, const void *msg, size_t n)
{
    const uint8_t *p = (const uint8_t *)msg;
    /* the last 1..4 bytes are held back: they go to END<n> when the message ends */
    while (n) {
        if (d->ncarry == 4) {
            int r = wait_status(d, LWH_STATUS_IN_READY);
            if (r)
                return r;
            wr(d, LWH_DATA, word_of(d->carry, 4));
            d->ncarry = 0;
        }
        d->carry[d->ncarry++] = *p++;
        n--;
    }
    return LWH_OK;
}

int lwh_finish(lwh_dev *d)
{
    int r = wait_status(d, LWH_STATUS_IN_READY);
    if (r)
        return r;
    wr(d, LWH_END(d->ncarry), word_of(d->carry, d->ncarry));
    d->ncarry = 0;
    return LWH_OK;
}

int lwh_read_digest(lwh_dev *d, uint8_t *out)
{
    unsigned i;
    int r = wait_status(d, LWH_STATUS_DIGEST);
    if (r)
        return r;
    for (i = 0; i < d->digest_bytes; i += 4) {
        uint32_t w = rd(d, LWH_DIGEST(i / 4u));
        unsigned k;
        for (k = 0; k < 4 && i + k < d->digest_bytes; k++)
            out[i + k] = (uint8_t)(w >> (8u * k));
    }
    wr(d, LWH_CONTROL, LWH_CONTROL_DIGEST_ACK);
    return LWH_OK;
}

int lwh_hash(lwh_dev *d, const void *msg, size_t n, uint8_t *out)
{
    int r = lwh_feed(d, msg, n);
    if (!r)
        r = lwh_finish(d);
    if (!r)
        r = lwh_read_digest(d, out);
    return r;
}
