`default_nettype none
// shabal256_datapath: Shabal-256, one step of the keyed permutation per cycle
// (README.md: datapath, memory map, schedule).
//
//   A (12 words)  16 x 32 LUT RAM: A[j] read, A[j-1] written each step; the word the
//                 last step made, A[j-1], is the register x_q
//   B (16 words)  a ring of sixteen registers, B[j] at the head b0; taps b6, b9, b13
//   C (16 words)  16 x 32 LUT RAM: C[8-j] read each step, written in the window
//   S (12 words)  16 x 32 LUT RAM: S[k] = C[k+3] + C[k+11] + C[k+15], summed from the
//                 step's own C reads (a fixed schedule), added to A[k] in the window
//   E (16 words)  16 x 32 LUT RAM: E[i] = C[i] - M[i] of the round, so that the next
//                 window makes B[i] = (E[i] + M_next[i]) <<< 17 from one message read
//   M (2 slots)   32 x 32 RAM (MEM: block RAM or LUT RAM): M[j] in the steps, the
//                 next block's M[i] in the window; the loader writes the other slot;
//                 read two cycles ahead, registered in m_q
//
// A round: a 17-cycle window (c = 0..16; word i = c - 1: C[i] <= B[i],
// E[i] <= B[i] - M[i], B[i] <= (E[i] + M[i]) <<< 17; c = 0..12: A[11] <= x_q,
// A[k] += S[k]) and 48 steps.
// There is no IV table: the IV is computed as the specification defines it, two
// rounds on the prefix blocks (256..271, 272..287) from the zero state, run after
// reset and after every message (while the next message's first block loads).
module shabal256_datapath #(
    parameter MEM = "logic"            // the message buffer: "bram" (block RAM) or "logic"
) (
    input  wire        clk,
    // message buffer writes (two slots of sixteen words)
    input  wire [31:0] in_data,
    input  wire        c_mwe,
    input  wire [4:0]  c_mwaddr,
    // read addresses for the next cycle (every read is registered)
    input  wire [4:0]  c_maddr,
    input  wire [3:0]  c_caddr,
    input  wire [3:0]  c_saddr,
    input  wire [3:0]  c_aaddr,
    input  wire [3:0]  c_eaddr,
    // this cycle
    input  wire [3:0]  c_i,            // the word: window i (C, E, M) / step j mod 16 (M)
    input  wire        c_step,         // a permutation step
    input  wire        c_init,         // the window of the first prefix round: zero state
    input  wire        c_pre,          // a prefix round: M[i] = 256 + 16 * c_pblk + i
    input  wire        c_pblk,
    input  wire        c_mclr,         // the next cycle is in a prefix round: m_q <= 0
    input  wire        c_clr,          // before the first prefix round: B = 0, x_q = 0
    input  wire        c_bshift,       // the B ring moves
    input  wire        c_xen,          // x_q loads
    input  wire        c_awe,
    input  wire [3:0]  c_awaddr,
    input  wire        c_asum,         // A[k] <= A[k] + S[k] (else x_q)
    input  wire        c_aw,           // XOR the counter W into the word written to A
    input  wire        c_swe,
    input  wire        c_sfirst,       // first of the three terms of S[k]
    input  wire [3:0]  c_swaddr,
    input  wire        c_cwe,          // window: C[i], E[i] written (address c_i)
    input  wire [23:0] c_w,            // the block counter W (W < 2^24)
    output wire [31:0] digest_word
);
    function [31:0] bswap(input [31:0] v);
        bswap = {v[7:0], v[15:8], v[23:16], v[31:24]};
    endfunction

    // ------------------------------------------------------------------ state
    reg  [511:0] b_q;                  // B ring: word i at [32*i +: 32], B[j] at word 0
    reg  [31:0]  x_q;                  // A[j-1], the word the last step made
    wire [31:0]  b0  = b_q[31:0];
    wire [31:0]  b6  = b_q[6*32 +: 32];
    wire [31:0]  b9  = b_q[9*32 +: 32];
    wire [31:0]  b13 = b_q[13*32 +: 32];

    wire [31:0] a_rd, c_rd, s_rd, e_rd, m_rd;
    wire [31:0] a_wd, c_wd, s_wd, e_wd;

    lw_ram_sdp #(.DEPTH(16), .DW(32), .STYLE("logic")) u_a (
        .clk(clk), .we(c_awe), .waddr(c_awaddr), .wdata(a_wd),
        .re(1'b1), .raddr(c_aaddr), .rdata(a_rd)
    );
    lw_ram_sdp #(.DEPTH(16), .DW(32), .STYLE("logic")) u_c (
        .clk(clk), .we(c_cwe), .waddr(c_i), .wdata(c_wd),
        .re(1'b1), .raddr(c_caddr), .rdata(c_rd)
    );
    lw_ram_sdp #(.DEPTH(16), .DW(32), .STYLE("logic")) u_s (
        .clk(clk), .we(c_swe), .waddr(c_swaddr), .wdata(s_wd),
        .re(1'b1), .raddr(c_saddr), .rdata(s_rd)
    );
    lw_ram_sdp #(.DEPTH(16), .DW(32), .STYLE("logic")) u_e (
        .clk(clk), .we(c_cwe), .waddr(c_i), .wdata(e_wd),
        .re(1'b1), .raddr(c_eaddr), .rdata(e_rd)
    );
    // the message words are little-endian: stored byte-swapped
    lw_ram_sdp #(.DEPTH(32), .DW(32), .STYLE(MEM)) u_m (
        .clk(clk), .we(c_mwe), .waddr(c_mwaddr), .wdata(bswap(in_data)),
        .re(1'b1), .raddr(c_maddr), .rdata(m_rd)
    );

    // the message word, read two cycles ahead and registered (the block RAM's output
    // is slow), or the prefix block's word (the IV computation): m_q is cleared and
    // the prefix word's bits (256 + 16 * blk + i) are ORed in
    reg  [31:0] m_q;
    always @(posedge clk) begin
        if (c_mclr) m_q <= 32'd0;
        else        m_q <= m_rd;
    end
    wire [31:0] m   = m_q | {23'd0, c_pre, 3'd0, c_pre & c_pblk, c_pre ? c_i : 4'd0};

    // ------------------------------------------------------------------ the step
    //   A[j] = U(A[j] ^ V(A[j-1] <<< 15) ^ C[8-j]) ^ B[j+13] ^ (B[j+9] & ~B[j+6]) ^ M[j]
    //   B[j] = ~(B[j] <<< 1) ^ A[j]
    wire [31:0] p   = {x_q[16:0], x_q[31:17]};              // A[j-1] <<< 15
    wire [31:0] v   = p + {p[29:0], 2'b00};                  // V(p) = 5p
    wire [31:0] y   = a_rd ^ v ^ c_rd;
    wire [31:0] u   = y + {y[30:0], 1'b0};                   // U(y) = 3y
    wire [31:0] t   = b13 ^ (b9 & ~b6) ^ m;
    wire [31:0] tb  = t ^ ~{b0[30:0], b0[31]};
    wire [31:0] x   = u ^ t;
    wire [31:0] bx  = u ^ tb;

    // ------------------------------------------------------------------ the window
    //   C[i] <= B[i]; E[i] <= B[i] - M[i]; B[i] <= (E[i] + M_next[i]) <<< 17
    //   (the first prefix round starts from zero: B (cleared) = 0, so C[i] <= 0,
    //   E[i] <= -M[i]; and E, not cleared, is read as 0: B[i] <= M[i] <<< 17)
    wire [31:0] ex  = c_init ? 32'd0 : e_rd;
    wire [31:0] d   = ex + m;
    wire [31:0] dr  = {d[14:0], d[31:15]};                   // <<< 17
    assign c_wd     = b0;
    assign e_wd     = c_wd - m;

    // ------------------------------------------------------------------ final additions
    //   S[k] += C[ci] at the steps where C[ci] is read; A[k] += S[k] in the window;
    //   A[0] ^= W (and A[1] ^= W >> 32, which is 0) as A[0] is written there.  The first
    //   prefix round (W = -1) starts from A = 0 ^ W: x_q (cleared) ^ ~0 for A[0], A[1],
    //   x_q for A[2..11].
    assign s_wd      = (c_sfirst ? 32'd0 : s_rd) + c_rd;
    wire [31:0] asum = a_rd + s_rd;
    wire        ones = c_init & (c_awaddr[3:1] == 3'd0);
    wire [31:0] wx   = c_aw ? {{8{ones}}, c_w | {24{ones}}} : 32'd0;
    assign a_wd      = (c_asum ? asum : x_q) ^ wx;

    always @(posedge clk) begin
        if (c_clr)      x_q <= 32'd0;
        else if (c_xen) x_q <= c_step ? x : asum;
        // window: the next B word; digest read-out: the ring turns (its input unused)
        if (c_clr)         b_q <= 512'd0;
        else if (c_bshift) b_q <= {(c_step ? bx : dr), b_q[511:32]};
    end

    // digest: C[8..15] after the last swap = B[8..15] after the last round
    assign digest_word = bswap(b_q[8*32 +: 32]);
endmodule
`default_nettype wire
