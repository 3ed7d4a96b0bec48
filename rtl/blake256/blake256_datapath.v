`default_nettype none
// The datapath: message buffer, v-state row banks, chaining value, and a half-G
// unit split in two pipeline stages (one add each).
//
// One "pass" (half a G function) is issued per cycle; it runs through
//   S0  schedule ROM: {round mod 10, step} -> message index x, constant index y
//   S1  reads: m[x] (message RAM), c[y] (constant ROM), row banks A, B, D
//   AD  a' = a + b + (m ^ k) (carry-save layer + one carry chain), d' = (d ^ a') >>> 16|8;
//       a', d' written back; row bank C read
//   CB  c' = c + d', b' = (b ^ c') >>> 12|7; c', b' written back
// A fin op (finalisation of the previous block and initialisation of the next)
// reads the whole column i and h[i], h[i+4] in S1, writes h' and the initial
// v words.  rtl/blake256/README.md has the schedule and why it has no hazards.
module blake256_datapath #(
    parameter MEM = "logic"
) (
    input  wire        clk,
    // message load (from lw_in)
    input  wire [31:0] in_data,
    input  wire        c_mwe,       // write in_data at c_mwaddr
    input  wire [4:0]  c_mwaddr,    // {slot, word}
    // block counter t, captured per slot when a block has been loaded
    input  wire        c_tcap,
    input  wire        c_tload,     // the block of the next fin ops starts: take its counter
    input  wire [22:0] c_blk,       // index of the block in its message
    input  wire [22:0] c_blk1,      // ... plus one
    input  wire        c_tpart,     // the block holds the end of the message bits
    input  wire        c_tfin,      // the block is the last of its message
    input  wire [8:0]  c_bp_lo,     // msg_len_bp mod 512
    // S0
    input  wire [6:0]  c_saddr,     // schedule ROM address {round mod 10, diagonal, k}
    input  wire        c_s0_pass2,  // the op in S0 is a second pass: {y, x} of four steps ago
    input  wire        c_s0_slot,   // message slot of the op in S0
    // S1
    input  wire [3:0]  c_ra, c_rb, c_rc, c_rd,   // row bank read addresses (C: S1 or AD op)
    // AD
    input  wire        c_ad_pass2,  // second half of the G: rotations 8, 7
    input  wire        c_ad_fin,    // fin op: h' = h ^ v[i] ^ v[i+8], v[i] = h'
    input  wire        c_ad_t,      // init op on column 0 or 1: d = c[4+i] ^ t
    input  wire        c_we_a, c_we_d,
    input  wire [3:0]  c_wa, c_wd,
    input  wire        c_ld_iv,     // load the IV into the chaining value rings
    input  wire        c_cbyp,      // the C word read for this op was written in the cycle it was read
    input  wire        c_sh0, c_sh1, // shift ring h[0..3] / h[4..7] (fin op in AD, digest out)
    // CB
    input  wire        c_cb_pass2,
    input  wire        c_cb_fin,
    input  wire        c_we_b, c_we_c,
    input  wire [3:0]  c_wb, c_wc,
    // digest
    input  wire        c_osel,      // 0: h[0..3] ring, 1: h[4..7] ring
    output wire [31:0] digest_word
);
    // schedule of the first passes: entry {r mod 10, diagonal, k} = {x, y} = {s(2g), s(2g+1)}
    // of the k-th G of the phase (columns in the order G0 G1 G3 G2, diagonals G4 G7 G5
    // G6); the second pass of a G, four steps later, uses {y, x}
    localparam [1023:0] SCHED = {
        256'h0000000000000000000000000000000000000000000000000000000000000000,
        256'h000000000000000000000000000000003c9ed0fb761584a214d7a5c2b308e96f,
        256'h86f42a50c1397edb92638b07ed4a1fc5fe75194d0b836a2c68bc3de124af5790,
        256'h405af826dcbe3179713694ae52fdc0b8b702531c9fd648eacdabef8945672301
    };
    // c0..c15 (c0 in the least significant bits)
    localparam [511:0] CONST = {
        256'hb54709173f84d5b5c97c50ddc0ac29b734e90c6cbe5466cf38d01377452821e6,
        256'hec4e6c89082efa98299f31d0a40938220370734413198a2e85a308d3243f6a88
    };
    localparam [255:0] IV = {   // h7 first
        32'h5be0cd19, 32'h1f83d9ab, 32'h9b05688c, 32'h510e527f,
        32'ha54ff53a, 32'h3c6ef372, 32'hbb67ae85, 32'h6a09e667
    };

    // ------------------------------------------------------------------ S0 -> S1
    // the schedule ROM is read without a register, so that the message RAM is
    // addressed in S0 and its word (a block RAM's slow clock-to-out) gets a register
    // of its own before the adder in AD
    (* rom_style = "logic" *)
    reg  [7:0] sched [0:127];
    integer si;
    initial for (si = 0; si < 128; si = si + 1) sched[si] = SCHED[8*si +: 8];
    wire [7:0] xy_rom = sched[c_saddr];
    // the ops of a block follow each other without gaps, so the second pass of a G
    // is in S0 exactly four cycles after its first pass
    reg  [7:0] xy_q [0:3];
    wire [7:0] xy = c_s0_pass2 ? {xy_q[3][3:0], xy_q[3][7:4]} : xy_rom;
    always @(posedge clk) begin
        xy_q[0] <= xy;
        xy_q[1] <= xy_q[0];
        xy_q[2] <= xy_q[1];
        xy_q[3] <= xy_q[2];
    end

    // ------------------------------------------------------------------ S1 -> AD
    // m[x] is read in S0 (registered RAM output in S1, m_q in AD), c[y] in S1
    wire [31:0] m, k;
    reg  [31:0] m_q;
    lw_ram_sdp #(.DEPTH(32), .DW(32), .STYLE(MEM), .NO_RW_CHECK(1)) u_msg (
        .clk(clk), .we(c_mwe), .waddr(c_mwaddr), .wdata(in_data),
        .re(1'b1), .raddr({c_s0_slot, xy[7:4]}), .rdata(m)
    );
    always @(posedge clk) m_q <= m;
    lw_rom #(.DEPTH(16), .DW(32), .STYLE("logic"), .INIT(CONST)) u_k (
        .clk(clk), .en(1'b1), .addr(xy_q[0][3:0]), .q(k)
    );

    // v state: row banks A = v0..3, B = v4..7, C = v8..11, D = v12..15 (region 0 of
    // each 16-word RAM); region 1 holds zeros (read by the fin ops of a first block),
    // region 2 of C and D the initial words c0..c3 and c4..c7 (read by the init ops)
    localparam [511:0] ZERO = 512'd0;
    localparam [511:0] INIT_C = {128'd0, CONST[127:0], 256'd0};
    localparam [511:0] INIT_D = {128'd0, CONST[255:128], 256'd0};
    wire [31:0] va, vb, vc, vd;
    wire [31:0] wa, wb, wd, ha_n, hb_n;
    wire [31:0] c1;
    lw_ram_sdp #(.DEPTH(16), .DW(32), .STYLE("logic"), .HAS_INIT(1), .INIT(ZERO)) u_va (
        .clk(clk), .we(c_we_a), .waddr(c_wa), .wdata(wa), .re(1'b1), .raddr(c_ra), .rdata(va));
    lw_ram_sdp #(.DEPTH(16), .DW(32), .STYLE("logic"), .HAS_INIT(1), .INIT(ZERO)) u_vb (
        .clk(clk), .we(c_we_b), .waddr(c_wb), .wdata(wb), .re(1'b1), .raddr(c_rb), .rdata(vb));
    // A c word is read in the cycle its producer writes it (README: hazards).  In the
    // bram variant bank C is write-through: for LUT RAM Yosys makes that a registered
    // read address and an asynchronous read, no LUT, but the RAM read sits in front
    // of the c adder.  The logic variant (area to spare) keeps the read register and
    // takes such a word from a register of the last c' (a select, 0.3 ns shorter).
    localparam integer C_WT = (MEM == "bram") ? 1 : 0;
    lw_ram_sdp #(.DEPTH(16), .DW(32), .STYLE("logic"), .WRITE_THROUGH(C_WT), .HAS_INIT(1), .INIT(INIT_C)) u_vc (
        .clk(clk), .we(c_we_c), .waddr(c_wc), .wdata(c1), .re(1'b1), .raddr(c_rc), .rdata(vc));
    lw_ram_sdp #(.DEPTH(16), .DW(32), .STYLE("logic"), .HAS_INIT(1), .INIT(INIT_D)) u_vd (
        .clk(clk), .we(c_we_d), .waddr(c_wd), .wdata(wd), .re(1'b1), .raddr(c_rd), .rdata(vd));
    // chaining value: two rings of four words in flip-flops, h[0..3] and h[4..7]; a fin
    // op reads h[i], h[i+4] at the heads and writes h'[i], h'[i+4] at the tails (fin
    // ops run in column order 0 1 2 3); the digest leaves from the heads; after it, and
    // at reset, the rings are loaded with the IV for the next message
    reg  [31:0] h0_q [0:3];
    reg  [31:0] h1_q [0:3];
    integer hi;
    always @(posedge clk) begin
        for (hi = 0; hi < 4; hi = hi + 1) begin
            // the IV load sits under the shift enable: a synchronous set/reset of the
            // flip-flops, no multiplexer
            if (c_ld_iv | c_sh0) h0_q[hi] <= c_ld_iv ? IV[32*hi +: 32] : (hi == 3) ? ha_n : h0_q[(hi + 1) % 4];
            if (c_ld_iv | c_sh1) h1_q[hi] <= c_ld_iv ? IV[128 + 32*hi +: 32] : (hi == 3) ? hb_n : h1_q[(hi + 1) % 4];
        end
    end

    // ------------------------------------------------------------------ counter t
    // t of a block (low word; the high word is 0 for messages under 2^32 bits):
    // (i+1)*512 for a block of message bits only, i*512 + (bp mod 512) for the block
    // where the message ends, 0 for a last block that holds padding only.
    // The loader captures it when the block is complete (t_next); the fin ops ahead of
    // the block's compression take it (t_cur).  The next block cannot complete before
    // then: its slot is freed only by the last pass of the block before.
    reg  [31:0] t_next_q, t_cur_q;
    always @(posedge clk) begin
        if (c_tcap) begin
            t_next_q[31:9] <= c_tpart ? c_blk : c_tfin ? 23'd0 : c_blk1;
            t_next_q[8:0]  <= c_tpart ? c_bp_lo : 9'd0;
        end
        if (c_tload) t_cur_q <= t_next_q;
    end

    // ------------------------------------------------------------------ AD
    reg  [31:0] c1_q;
    wire [31:0] vce = (C_WT == 0 && c_cbyp) ? c1_q : vc;
    wire [31:0] mk  = m_q ^ k;
    wire [31:0] s3  = va ^ vb ^ mk;                              // carry-save layer
    wire [30:0] c3  = (va[30:0] & vb[30:0]) | (va[30:0] & mk[30:0]) | (vb[30:0] & mk[30:0]);
    wire [31:0] a1  = s3 + {c3, 1'b0};                           // a + b + (m ^ k)
    wire [31:0] de  = vd ^ (c_ad_t ? t_cur_q : 32'd0);
    wire [31:0] dx  = de ^ a1;
    assign wd = c_ad_pass2 ? {dx[7:0], dx[31:8]} : {dx[15:0], dx[31:16]};
    // fin op: h'[i] = h[i] ^ v[i] ^ v[i+8], h'[i+4] = h[i+4] ^ v[i+4] ^ v[i+12]
    // (for a first block: IV ^ 0 ^ 0); they are also the new v[i], v[i+4]
    assign ha_n = h0_q[0] ^ va ^ vce;
    assign hb_n = h1_q[0] ^ vb ^ vd;
    assign wa   = c_ad_fin ? ha_n : a1;
    reg  [31:0] b2_q, d2_q;
    always @(posedge clk) begin
        b2_q <= c_ad_fin ? hb_n : vb;
        d2_q <= wd;
    end

    // ------------------------------------------------------------------ CB
    assign c1 = vce + d2_q;
    always @(posedge clk) c1_q <= c1;
    wire [31:0] bx  = b2_q ^ c1;
    wire [31:0] b1  = c_cb_pass2 ? {bx[6:0], bx[31:7]} : {bx[11:0], bx[31:12]};
    assign wb = c_cb_fin ? b2_q : b1;

    assign digest_word = c_osel ? h1_q[0] : h0_q[0];
endmodule

`default_nettype wire
