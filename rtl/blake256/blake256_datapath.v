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
    input  wire        c_tslot,
    input  wire [22:0] c_blk,       // index of the block in its message
    input  wire        c_tfin,      // the block is the last of its message
    input  wire        c_tnf,       // the block after it is the last of the message
    input  wire [8:0]  c_bp_lo,     // msg_len_bp mod 512
    // S0
    input  wire [7:0]  c_saddr,     // schedule ROM address {round mod 10, step}
    // S1
    input  wire        c_rslot,     // message slot of the op in S1
    input  wire [1:0]  c_ra, c_rb, c_rc, c_rd,   // row bank read addresses (C: S1 or AD op)
    input  wire [1:0]  c_rh,        // chaining value read address
    // AD
    input  wire        c_ad_pass2,  // second half of the G: rotations 8, 7
    input  wire        c_ad_fin,    // fin op
    input  wire        c_ad_first,  // ... of the first block of a message: h' = IV
    input  wire [1:0]  c_ad_i,      // its column
    input  wire        c_ad_slot,   // slot of the block being initialised (its counter)
    input  wire        c_we_ad,     // write banks A, D
    input  wire [1:0]  c_wa, c_wd,
    input  wire        c_we_h,      // write h'
    // CB
    input  wire        c_cb_pass2,
    input  wire        c_cb_fin,
    input  wire [1:0]  c_cb_i,
    input  wire        c_we_cb,     // write banks B, C
    input  wire [1:0]  c_wb, c_wc,
    // digest
    input  wire        c_osel,      // 0: h[0..3] bank, 1: h[4..7] bank
    output wire [31:0] digest_word
);
    // schedule: entry {r mod 10, step} = {x, y}; steps: column passes 1 and 2 in the
    // order G0 G1 G3 G2, diagonal passes 1 and 2 in the order G4 G7 G5 G6; pass 1
    // uses m[s(2g)] ^ c[s(2g+1)], pass 2 m[s(2g+1)] ^ c[s(2g)]
    localparam [2047:0] SCHED = {
        256'h0000000000000000000000000000000000000000000000000000000000000000,
        256'h0000000000000000000000000000000000000000000000000000000000000000,
        256'h0000000000000000000000000000000000000000000000000000000000000000,
        256'hc3e90dbf3c9ed0fb6751482a761584a2417d5a2c14d7a5c23b809ef6b308e96f,
        256'h684fa20586f42a501c93e7bdc1397edb2936b87092638b07dea4f15ced4a1fc5,
        256'hef5791d4fe75194db038a6c20b836a2c86cbd31e68bc3de142fa750924af5790,
        256'h04a58f62405af826cdeb1397dcbe3179176349ea713694ae25df0c8b52fdc0b8,
        256'h7b2035c1b702531cf96d84ae9fd648eadcbafe98cdabef895476321045672301
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
    wire [7:0] xy;
    lw_rom #(.DEPTH(256), .DW(8), .STYLE("logic"), .INIT(SCHED)) u_sched (
        .clk(clk), .en(1'b1), .addr(c_saddr), .q(xy)
    );

    // ------------------------------------------------------------------ S1 -> AD
    wire [31:0] m, k;
    lw_ram_sdp #(.DEPTH(32), .DW(32), .STYLE(MEM)) u_msg (
        .clk(clk), .we(c_mwe), .waddr(c_mwaddr), .wdata(in_data),
        .re(1'b1), .raddr({c_rslot, xy[7:4]}), .rdata(m)
    );
    lw_rom #(.DEPTH(16), .DW(32), .STYLE("logic"), .INIT(CONST)) u_k (
        .clk(clk), .en(1'b1), .addr(xy[3:0]), .q(k)
    );

    // v state: row banks A = v0..3, B = v4..7, C = v8..11, D = v12..15
    wire [31:0] va, vb, vc, vd, ha, hb;
    wire [31:0] wa, wb, wc, wd, ha_n, hb_n;
    lw_ram_sdp #(.DEPTH(4), .DW(32), .STYLE("logic")) u_va (
        .clk(clk), .we(c_we_ad), .waddr(c_wa), .wdata(wa), .re(1'b1), .raddr(c_ra), .rdata(va));
    lw_ram_sdp #(.DEPTH(4), .DW(32), .STYLE("logic")) u_vb (
        .clk(clk), .we(c_we_cb), .waddr(c_wb), .wdata(wb), .re(1'b1), .raddr(c_rb), .rdata(vb));
    // bank C is write-through: at a phase boundary the first pass reads (in AD) the
    // c word that the last pass before writes (in CB) in the same cycle
    lw_ram_sdp #(.DEPTH(4), .DW(32), .STYLE("logic"), .WRITE_THROUGH(1)) u_vc (
        .clk(clk), .we(c_we_cb), .waddr(c_wc), .wdata(wc), .re(1'b1), .raddr(c_rc), .rdata(vc));
    lw_ram_sdp #(.DEPTH(4), .DW(32), .STYLE("logic")) u_vd (
        .clk(clk), .we(c_we_ad), .waddr(c_wd), .wdata(wd), .re(1'b1), .raddr(c_rd), .rdata(vd));
    // chaining value: h[0..3] and h[4..7]
    lw_ram_sdp #(.DEPTH(4), .DW(32), .STYLE("logic")) u_ha (
        .clk(clk), .we(c_we_h), .waddr(c_ad_i), .wdata(ha_n), .re(1'b1), .raddr(c_rh), .rdata(ha));
    lw_ram_sdp #(.DEPTH(4), .DW(32), .STYLE("logic")) u_hb (
        .clk(clk), .we(c_we_h), .waddr(c_ad_i), .wdata(hb_n), .re(1'b1), .raddr(c_rh), .rdata(hb));

    // ------------------------------------------------------------------ counter t
    // t of a block (low word; the high word is 0 for messages under 2^32 bits):
    // (i+1)*512 for a block of message bits only, i*512 + (bp mod 512) for the block
    // where the message ends, 0 for a last block that holds padding only.
    reg  [31:0] t_q [0:1];
    wire        t_part = c_tfin ? (c_bp_lo != 9'd0 && c_bp_lo < 9'd447) : (c_tnf && c_bp_lo >= 9'd447);
    wire [22:0] blk_next = c_blk + 23'd1;
    wire [31:0] t_new = t_part ? {c_blk, c_bp_lo} : c_tfin ? 32'd0 : {blk_next, 9'd0};
    always @(posedge clk) if (c_tcap) t_q[c_tslot] <= t_new;

    // ------------------------------------------------------------------ AD
    wire [31:0] mk  = m ^ k;
    wire [31:0] s3  = va ^ vb ^ mk;                              // carry-save layer
    wire [30:0] c3  = (va[30:0] & vb[30:0]) | (va[30:0] & mk[30:0]) | (vb[30:0] & mk[30:0]);
    wire [31:0] a1  = s3 + {c3, 1'b0};                           // a + b + (m ^ k)
    wire [31:0] dx  = vd ^ a1;
    wire [31:0] d1  = c_ad_pass2 ? {dx[7:0], dx[31:8]} : {dx[15:0], dx[31:16]};
    // fin op: h' = h ^ v[i] ^ v[i+8], h'[i+4] = h[i+4] ^ v[i+4] ^ v[i+12] (IV for the
    // first block), v[i] = h'[i], v[i+4] = h'[i+4], v[i+8] = c[i], v[i+12] = c[i+4] ^ t
    assign ha_n = c_ad_first ? IV[32*c_ad_i +: 32]       : ha ^ va ^ vc;
    assign hb_n = c_ad_first ? IV[128 + 32*c_ad_i +: 32] : hb ^ vb ^ vd;
    wire [31:0] t_e = c_ad_i[1] ? 32'd0 : t_q[c_ad_slot];
    assign wa = c_ad_fin ? ha_n : a1;
    assign wd = c_ad_fin ? CONST[128 + 32*c_ad_i +: 32] ^ t_e : d1;
    reg  [31:0] b2_q, d2_q;
    always @(posedge clk) begin
        b2_q <= c_ad_fin ? hb_n : vb;
        d2_q <= d1;
    end

    // ------------------------------------------------------------------ CB
    wire [31:0] c1  = vc + d2_q;
    wire [31:0] bx  = b2_q ^ c1;
    wire [31:0] b1  = c_cb_pass2 ? {bx[6:0], bx[31:7]} : {bx[11:0], bx[31:12]};
    assign wc = c_cb_fin ? CONST[32*c_cb_i +: 32] : c1;
    assign wb = c_cb_fin ? b2_q : b1;

    assign digest_word = c_osel ? hb : ha;
endmodule

`default_nettype wire
