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
//   IV words      27 x 32 constants read through the same m_q: in the block RAM
//                 (MEM = "bram", entries 32..58 beside the two slots, never written)
//                 or a LUT ROM (MEM = "logic")
//
// A round: a 17-cycle window (c = 0..16; word i = c - 1: C[i] <= B[i],
// E[i] <= B[i] - M[i], B[i] <= (E[i] + M[i]) <<< 17; c = 0..12: A[11] <= x_q,
// A[k] += S[k]) and 48 steps.
// The IV (the state after the two prefix rounds) is stored, not computed: before a
// message's first block, the ring and x_q are preset to C_IV and A_IV[11] (the
// flip-flops' synchronous set/reset values) and 27 IV words are read in 27 cycles
// (the IV load, while the first block loads): E[k] <= b0 - w_k = B_IV[k]
// (w_k = C_IV[0] - B_IV[k], the ring standing still) and A[k] <= w_(16+k) = A_IV[k]
// (A[0] ^ 1: the first block's W).  The first block's window then leaves A alone.
module shabal256_datapath #(
    parameter MEM = "logic"            // the message buffer: "bram" (block RAM) or "logic"
) (
    input  wire        clk,
    // message buffer writes (two slots of sixteen words)
    input  wire [31:0] in_data,
    input  wire        c_mwe,
    input  wire [4:0]  c_mwaddr,
    // read addresses for the next cycle (every read is registered)
    input  wire [5:0]  c_maddr,        // bit 5: an IV word (entry 0..26), else a slot word
    input  wire [3:0]  c_caddr,
    input  wire [3:0]  c_saddr,
    input  wire [3:0]  c_aaddr,
    input  wire [3:0]  c_eaddr,
    // this cycle
    input  wire [3:0]  c_i,            // the word: window i (C, E, M) / step j mod 16 (M)
    input  wire        c_step,         // a permutation step
    input  wire        c_clr,          // before the IV load: B = C_IV, x_q = A_IV[11]
    input  wire        c_iva,          // the IV load's A words: A[c_awaddr] <= m (bram)
    input  wire        c_init,         // a message's first window (logic: E, A from the ROMs)
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
    // ------------------------------------------------------------------ the IV
    // Shabal-256's initial values (the state after the two prefix rounds; the
    // specification's tables, lwhash/ref/shabal.py IV[256]); word 0 least significant
    localparam [383:0] A_IV = {
        32'hEB21B74A, 32'hEFFDBC6B, 32'h22AF50DC, 32'h14CE5A45, 32'hB0D2EB8C, 32'hD2B5C1CA,
        32'hBB7C44C9, 32'hE0078B86, 32'hB9645191, 32'h2D8EE3EC, 32'hE54B7999, 32'h52F84552};
    localparam [511:0] B_IV = {
        32'h55CB34A5, 32'h30924DD4, 32'h3299ACE4, 32'h3EA8B96B, 32'hB38B8890, 32'hBE216306,
        32'h5138C1D4, 32'hA6E03615, 32'h0AFE4002, 32'h9CB6BF72, 32'h696FD868, 32'hDA28C1FA,
        32'h9301515F, 32'hA72A652F, 32'h3E710596, 32'hB555C6EE};
    localparam [511:0] C_IV = {
        32'h9B491C60, 32'hBA839E55, 32'hE6E00BF7, 32'hBC968828, 32'h83E82A7F, 32'h758B4B8B,
        32'h60E2CEBA, 32'h88B59D60, 32'hED614433, 32'h56C56167, 32'hA327B8E1, 32'hC51C28AE,
        32'hC0DD9D55, 32'hB3733979, 32'hC4233EBA, 32'hB405F031};
    // the IV load's words: C_IV[0] - B_IV[k] (k = 0..15), then A_IV[0] ^ 1, A_IV[1..10]
    function [1023:0] iv_words(input integer unused);
        integer k;
        begin
            iv_words = 1024'd0;
            for (k = 0; k < 16; k = k + 1)
                iv_words[32*k +: 32] = C_IV[31:0] - B_IV[32*k +: 32];
            for (k = 0; k < 11; k = k + 1)
                iv_words[32*(16+k) +: 32] = A_IV[32*k +: 32] ^ ((k == 0) ? 32'd1 : 32'd0);
        end
    endfunction
    localparam [1023:0] IVW = iv_words(0);

    // the message words are little-endian: stored byte-swapped.  The message word is
    // read two cycles ahead and registered once more (the block RAM's output is slow).
    reg  [31:0] m_q;
    wire [31:0] b_iv, a_iv;            // MEM = "logic": B_IV[i], A_IV[k] from LUT ROMs
    generate
        if (MEM == "bram") begin : g_mbram
            // the two slots (entries 0..31) and the IV words (32..58) in the block RAM.
            // NO_RW_CHECK: a word that is used is never read in the cycle it is written
            // (the rounds read only a full slot, which the loader does not write; the IV
            // words are never written), so no read-first logic around the DP16KD
            lw_ram_sdp #(.DEPTH(64), .DW(32), .STYLE("bram"), .NO_RW_CHECK(1), .HAS_INIT(1),
                         .INIT({IVW, 1024'd0})) u_m (
                .clk(clk), .we(c_mwe), .waddr({1'b0, c_mwaddr}), .wdata(bswap(in_data)),
                .re(1'b1), .raddr(c_maddr), .rdata(m_rd)
            );
            assign b_iv = 32'd0;
            assign a_iv = 32'd0;
        end else begin : g_mlogic
            // no IV load: the first window reads B_IV[i] in place of E[i] and writes
            // A_IV[k] into A (two 16-entry ROMs: one LUT4 a bit each)
            lw_ram_sdp #(.DEPTH(32), .DW(32), .STYLE("logic")) u_m (
                .clk(clk), .we(c_mwe), .waddr(c_mwaddr), .wdata(bswap(in_data)),
                .re(1'b1), .raddr(c_maddr[4:0]), .rdata(m_rd)
            );
            wire [3:0] ak = (c_awaddr > 4'd11) ? 4'd11 : c_awaddr;
            /* verilator lint_off UNUSEDSIGNAL */
            wire       unused_iv = c_maddr[5];   // no IV words in this buffer
            /* verilator lint_on UNUSEDSIGNAL */
            assign b_iv = B_IV[{c_i, 5'd0} +: 32];
            assign a_iv = A_IV[{ak, 5'd0} +: 32];
        end
    endgenerate
    always @(posedge clk) m_q <= m_rd;
    wire [31:0] m   = m_q;

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
    //   (the IV load: E[k] <= b0 - w_k with the ring standing still at C_IV)
    wire [31:0] ex  = (MEM != "bram" && c_init) ? b_iv : e_rd;
    wire [31:0] d   = ex + m;
    wire [31:0] dr  = {d[14:0], d[31:15]};                   // <<< 17
    assign c_wd     = b0;
    assign e_wd     = c_wd - m;

    // ------------------------------------------------------------------ final additions
    //   S[k] += C[ci] at the steps where C[ci] is read; A[k] += S[k] in the window;
    //   A[0] ^= W (and A[1] ^= W >> 32, which is 0) as A[0] is written there.  The IV
    //   load writes A[0..10] from its words (A[0] with the first block's W = 1 in it).
    assign s_wd      = (c_sfirst ? 32'd0 : s_rd) + c_rd;
    wire [31:0] asum = a_rd + s_rd;
    wire [31:0] wx   = c_aw ? {8'd0, c_w} : 32'd0;
    wire [31:0] aiv  = (MEM == "bram") ? m : a_iv;
    assign a_wd      = (c_asum ? asum : (c_iva | (MEM != "bram" && c_init)) ? aiv : x_q) ^ wx;

    always @(posedge clk) begin
        if (c_clr)      x_q <= A_IV[11*32 +: 32];
        else if (c_xen) x_q <= c_step ? x : asum;
        // window: the next B word; digest read-out: the ring turns (its input unused)
        if (c_clr)         b_q <= C_IV;
        else if (c_bshift) b_q <= {(c_step ? bx : dr), b_q[511:32]};
    end

    // digest: C[8..15] after the last swap = B[8..15] after the last round
    assign digest_word = bswap(b_q[8*32 +: 32]);
endmodule
`default_nettype wire
