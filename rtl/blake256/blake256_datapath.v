`default_nettype none
// The datapath: message double buffer, v-state banks, chaining value, one G per cycle.
//
// Pipeline of one G operation (the controller issues one per cycle):
//   S0  schedule ROM read: {round, step} -> message indices x = sigma(2g), y = sigma(2g+1)
//   S1  reads: message words m[x], m[y]; constants c[x], c[y]; one v word from
//       each of the four row banks A..D and the chaining words h[i], h[i+4]
//   E   the whole G function on the read registers; results written back
// The first column step i of each block (an "init" op) also finalises the block
// before it: h'[i] = h[i] ^ v[i] ^ v[i+8], h'[i+4] = h[i+4] ^ v[i+4] ^ v[i+12]
// become the G's a and b inputs (and the new chaining value), c and d come from
// the constants and the counter.  rtl/blake256/README.md has the whole story.
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
    input  wire [6:0]  c_saddr,     // schedule ROM address {round, step}
    // S1
    input  wire        c_rslot,     // message slot being compressed
    input  wire [1:0]  c_ra, c_rb, c_rc, c_rd,   // row bank read addresses
    input  wire [1:0]  c_rh,        // chaining value read address
    // E
    input  wire        c_init,      // init op: a, b from the chaining value, c, d from constants
    input  wire        c_first,     // ... of the first block of a message: chaining value = IV
    input  wire [1:0]  c_ei,        // column of the init op
    input  wire        c_eslot,     // slot of the block (selects its counter)
    input  wire        c_we_v,      // write the G results to the row banks
    input  wire [1:0]  c_wa, c_wb, c_wc, c_wd,
    input  wire        c_we_h,      // write the chaining value words a, b inputs at c_ei
    // digest
    input  wire        c_osel,      // 0: h[0..3] bank, 1: h[4..7] bank
    output wire [31:0] digest_word
);
    // schedule: entry {round[3:0], step[2:0]} = {x, y} of the G run at that step,
    // steps in the order G0 G1 G2 G3 G4 G6 G7 G5, round r using sigma_(r mod 10)
    localparam [1023:0] SCHED = {
        256'h7519fe4d830b6a2cbc3d68e1af2457905af84026bedc3179369471aefd52c0b8,
        256'h0253b71cd69f48eaabefcd89674523019ed03cfb157684a2d7a514c208b3e96f,
        256'hf42a865039c17edb638b92074aed1fc57519fe4d830b6a2cbc3d68e1af245790,
        256'h5af84026bedc3179369471aefd52c0b80253b71cd69f48eaabefcd8967452301
    };
    // c0..c15 (c0 in the least significant bits)
    localparam [511:0] CONST = {
        256'hb54709173f84d5b5c97c50ddc0ac29b734e90c6cbe5466cf38d01377452821e6,
        256'hec4e6c89082efa98299f31d0a40938220370734413198a2e85a308d3243f6a88
    };
    localparam [255:0] IV = {   // h0 first
        32'h6a09e667, 32'hbb67ae85, 32'h3c6ef372, 32'ha54ff53a,
        32'h510e527f, 32'h9b05688c, 32'h1f83d9ab, 32'h5be0cd19
    };

    // ------------------------------------------------------------------ S0 -> S1
    wire [7:0] xy;
    lw_rom #(.DEPTH(128), .DW(8), .STYLE(MEM), .INIT(SCHED)) u_sched (
        .clk(clk), .en(1'b1), .addr(c_saddr), .q(xy)
    );
    wire [3:0] mx_idx = xy[7:4];
    wire [3:0] my_idx = xy[3:0];

    // ------------------------------------------------------------------ S1 -> E
    wire [31:0] m_x, m_y, c_x, c_y;
    lw_ram_sdp #(.DEPTH(32), .DW(32), .STYLE("logic")) u_mx (
        .clk(clk), .we(c_mwe), .waddr(c_mwaddr), .wdata(in_data),
        .re(1'b1), .raddr({c_rslot, mx_idx}), .rdata(m_x)
    );
    lw_ram_sdp #(.DEPTH(32), .DW(32), .STYLE("logic")) u_my (
        .clk(clk), .we(c_mwe), .waddr(c_mwaddr), .wdata(in_data),
        .re(1'b1), .raddr({c_rslot, my_idx}), .rdata(m_y)
    );
    lw_rom #(.DEPTH(16), .DW(32), .STYLE("logic"), .INIT(CONST)) u_cx (
        .clk(clk), .en(1'b1), .addr(mx_idx), .q(c_x)
    );
    lw_rom #(.DEPTH(16), .DW(32), .STYLE("logic"), .INIT(CONST)) u_cy (
        .clk(clk), .en(1'b1), .addr(my_idx), .q(c_y)
    );

    // v state: row banks A = v0..3, B = v4..7, C = v8..11, D = v12..15
    wire [31:0] va, vb, vc, vd, ha, hb;
    wire [31:0] a_out, b_out, c_out, d_out;
    wire [31:0] a_in, b_in;
    lw_ram_sdp #(.DEPTH(4), .DW(32), .STYLE("logic")) u_va (
        .clk(clk), .we(c_we_v), .waddr(c_wa), .wdata(a_out), .re(1'b1), .raddr(c_ra), .rdata(va));
    lw_ram_sdp #(.DEPTH(4), .DW(32), .STYLE("logic")) u_vb (
        .clk(clk), .we(c_we_v), .waddr(c_wb), .wdata(b_out), .re(1'b1), .raddr(c_rb), .rdata(vb));
    lw_ram_sdp #(.DEPTH(4), .DW(32), .STYLE("logic")) u_vc (
        .clk(clk), .we(c_we_v), .waddr(c_wc), .wdata(c_out), .re(1'b1), .raddr(c_rc), .rdata(vc));
    // bank D is write-through: the first G of a phase reads the d word that the last
    // G of the phase before writes in the same cycle
    lw_ram_sdp #(.DEPTH(4), .DW(32), .STYLE("logic"), .WRITE_THROUGH(1)) u_vd (
        .clk(clk), .we(c_we_v), .waddr(c_wd), .wdata(d_out), .re(1'b1), .raddr(c_rd), .rdata(vd));
    // chaining value: h[0..3] and h[4..7]
    lw_ram_sdp #(.DEPTH(4), .DW(32), .STYLE("logic")) u_ha (
        .clk(clk), .we(c_we_h), .waddr(c_ei), .wdata(a_in), .re(1'b1), .raddr(c_rh), .rdata(ha));
    lw_ram_sdp #(.DEPTH(4), .DW(32), .STYLE("logic")) u_hb (
        .clk(clk), .we(c_we_h), .waddr(c_ei), .wdata(b_in), .re(1'b1), .raddr(c_rh), .rdata(hb));

    // ------------------------------------------------------------------ counter t
    // t of a block (low word; the high word is 0 for messages under 2^32 bits):
    // (i+1)*512 for a block of message bits only, i*512 + (bp mod 512) for the block
    // where the message ends, 0 for a last block that holds padding only.
    reg  [31:0] t_q [0:1];
    wire        t_part = c_tfin ? (c_bp_lo != 9'd0 && c_bp_lo < 9'd447) : (c_tnf && c_bp_lo >= 9'd447);
    wire [22:0] blk_next = c_blk + 23'd1;
    wire [31:0] t_new = t_part ? {c_blk, c_bp_lo} : c_tfin ? 32'd0 : {blk_next, 9'd0};
    always @(posedge clk) if (c_tcap) t_q[c_tslot] <= t_new;
    wire [31:0] t_e = t_q[c_eslot];

    // ------------------------------------------------------------------ E: the G function
    wire [31:0] iv_a   = IV[255 - 32*c_ei -: 32];            // h[i]
    wire [31:0] iv_b   = IV[127 - 32*c_ei -: 32];            // h[i+4]
    wire [31:0] k_c    = CONST[32*c_ei +: 32];               // c[i]
    wire [31:0] k_d    = CONST[128 + 32*c_ei +: 32];         // c[i+4]
    wire [31:0] h_a    = ha ^ va ^ vc;                       // finalised h'[i]
    wire [31:0] h_b    = hb ^ vb ^ vd;                       // finalised h'[i+4]
    assign a_in = !c_init ? va : c_first ? iv_a : h_a;
    assign b_in = !c_init ? vb : c_first ? iv_b : h_b;
    wire [31:0] c_in = !c_init ? vc : k_c;
    wire [31:0] d_in = !c_init ? vd : k_d ^ (c_ei[1] ? 32'd0 : t_e);

    wire [31:0] a1 = a_in + b_in + (m_x ^ c_y);
    wire [31:0] d1x = d_in ^ a1;
    wire [31:0] d1 = {d1x[15:0], d1x[31:16]};
    wire [31:0] c1 = c_in + d1;
    wire [31:0] b1x = b_in ^ c1;
    wire [31:0] b1 = {b1x[11:0], b1x[31:12]};
    wire [31:0] a2 = a1 + b1 + (m_y ^ c_x);
    wire [31:0] d2x = d1 ^ a2;
    wire [31:0] d2 = {d2x[7:0], d2x[31:8]};
    wire [31:0] c2 = c1 + d2;
    wire [31:0] b2x = b1 ^ c2;
    wire [31:0] b2 = {b2x[6:0], b2x[31:7]};
    assign a_out = a2;
    assign b_out = b2;
    assign c_out = c2;
    assign d_out = d2;

    assign digest_word = c_osel ? hb : ha;
endmodule

`default_nettype wire
