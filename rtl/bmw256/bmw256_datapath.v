`default_nettype none
// bmw256_datapath: one 32-bit lane and one adder that do all of BMW-256 term by term
// (README.md: the schedule, the memory map and the pipeline).
//
// Every multiplexer is at most two ways wide between two registers: ABC9 maps a 2:1
// stage to one LUT4 a bit, while wider combinational multiplexers (a rotator in one or
// two levels) cost two to four times as much.  Flip-flops are cheaper than LUTs here, so
// the lane is a deep pipeline:
//
//   cycle 0: the op (the controller's registers): RAM read addresses (Q, M, early H)
//            (bram: the block RAM holding Q, M, XL and XH reads the op's address at
//            edge 0, as the op is issued)
//   edge 1:  qd, md, hd (RAM read registers; bram: bd_q after the block RAM), cst
//            (IV / CONST_final / K_j of the H address); the op's one-hot selects
//   edge 2:  x  = qd | M | XH | XL (M is the H RAM in the final compression)
//            tb = (qd >> 1|2) ^ [H] ^ [~0]   (s0..s5's shift right, f0's H in
//            X = M ^ H, subtraction)
//   edges 3..7: rotl(x) by 1, 2, 4, 8, 16 (one stage each); the last ANDs the shift mask
//   edge 7:  the late H read (for pp: H_(j+1) of f0, H_(j+7) of f1, K_j, IV, CONST)
//   edge 8:  lane = r ^ tb ^ [lane] (f2's and s0..s3's XOR chains); pp = [H | cst]
//   edge 9:  acc = ([acc] ^ pp) + lane + cin
//   edge 10: acc written to Q and/or H, or to XL or XH
module bmw256_datapath #(
    parameter MEM = "logic"            // "bram": Q, M, XL, XH in the block RAM; "logic": LUT RAM, registers
) (
    input  wire        clk,
    input  wire        rst,
    // message buffer writes (two slots of sixteen words)
    input  wire [31:0] in_data,
    input  wire        c_mwe,
    input  wire [4:0]  c_mwaddr,
    // the micro-op (cycle 0)
    input  wire        c_v,            // the op's sum goes to acc
    input  wire        c_fin,          // final compression: M is the chaining value, H = CONST_final
    input  wire        c_fst,          // first block of a message: H = IV
    input  wire        c_mslot,        // message slot
    input  wire [4:0]  c_qra,          // Q read address
    input  wire [3:0]  c_mra,          // M word
    input  wire [3:0]  c_hra,          // H word read early (f0's X, the digest read-out)
    input  wire [3:0]  c_pha,          // H word read late for pp (also the index of K_j)
    input  wire [1:0]  c_xs,           // rotator source: 0 Q, 1 M, 2 XH, 3 XL
    input  wire [1:0]  c_tp,           // tb ^= qd >> 1 (1), >> 2 (2)
    input  wire [3:0]  c_mk,           // rotator mask: 0 all, shl 1..6, 8, shr 1..7, 11
    input  wire [4:0]  c_ramt,
    input  wire        c_xh,           // tb ^= H word
    input  wire        c_neg,          // subtract the lane
    input  wire [1:0]  c_pps,          // pp: 0 zero, 1 H word (late), 2 K_j
    input  wire        c_ua,           // acc = (acc ^ pp) + lane (else pp + lane)
    input  wire        c_lx,           // lane ^= the previous op's lane
    input  wire        c_qwe,          // write acc to Q[c_wa]
    input  wire        c_hwe,          // write acc to H[c_wa[3:0]]
    input  wire [4:0]  c_wa,
    // the next op's block-RAM read (bram: the address is registered in the block RAM)
    input  wire [1:0]  e_xs,
    input  wire [4:0]  e_qra,
    input  wire [3:0]  e_mra,
    input  wire        e_slot,
    input  wire        c_xlu,          // XL = acc
    input  wire        c_xhu,          // XH = acc
    output wire [31:0] digest_word,    // H[c_hra] two cycles after c_hra (read-out)
    output wire        q_busy          // a Q word is written this cycle: no message write
);
    function [31:0] bswap(input [31:0] x);
        bswap = {x[7:0], x[15:8], x[23:16], x[31:24]};
    endfunction
    // IV of BMW-256 and CONST_final: facts of the specification
    function [31:0] ivw(input [3:0] i);             // 0x40414243 + i * 0x04040404
        ivw = {2'b01, i, 2'b00, 2'b01, i, 2'b01, 2'b01, i, 2'b10, 2'b01, i, 2'b11};
    endfunction
    function [31:0] kj(input [3:0] j);              // K_(16+j) = (16 + j) * 0x05555555
        case (j)
            4'd0 : kj = 32'h55555550;
            4'd1 : kj = 32'h5aaaaaa5;
            4'd2 : kj = 32'h5ffffffa;
            4'd3 : kj = 32'h6555554f;
            4'd4 : kj = 32'h6aaaaaa4;
            4'd5 : kj = 32'h6ffffff9;
            4'd6 : kj = 32'h7555554e;
            4'd7 : kj = 32'h7aaaaaa3;
            4'd8 : kj = 32'h7ffffff8;
            4'd9 : kj = 32'h8555554d;
            4'd10: kj = 32'h8aaaaaa2;
            4'd11: kj = 32'h8ffffff7;
            4'd12: kj = 32'h9555554c;
            4'd13: kj = 32'h9aaaaaa1;
            4'd14: kj = 32'h9ffffff6;
            default: kj = 32'ha555554b;
        endcase
    endfunction

    // ------------------------------------------------------------------ control pipeline
    // d<k>: the op's fields as it reaches edge k
    reg  [1:0]  xs1_q, tp1_q;
    reg         xh1_q, neg1_q;
    reg  [4:0]  ramt1_q;
    reg  [3:0]  mk1_q;
    reg  [4:0]  ramt2_q;
    reg  [4:1]  ramt3_q;
    reg  [4:2]  ramt4_q;
    reg  [4:3]  ramt5_q;
    reg  [3:0]  mk2_q, mk3_q, mk4_q, mk5_q;
    reg  [1:0]  pps1_q, pps2_q, pps3_q, pps4_q, pps5_q, pps6_q, pps7_q;
    reg  [3:0]  pha1_q, pha2_q, pha3_q, pha4_q, pha5_q, pha6_q;
    // the tail: {lx, ua, cin, v, qwe, hwe, xlu, xhu, wa}
    localparam integer TL = 13;
    reg  [TL-1:0] tl1_q, tl2_q, tl3_q, tl4_q, tl5_q, tl6_q, tl7_q, tl8_q;
    wire [TL-1:0] tl0 = {c_lx, c_ua, c_neg, c_v, c_qwe, c_hwe, c_xlu, c_xhu, c_wa};
    always @(posedge clk) begin
        xs1_q <= c_xs; tp1_q <= c_tp; xh1_q <= c_xh;
        neg1_q <= c_neg; ramt1_q <= c_ramt; mk1_q <= c_mk;
        ramt2_q <= ramt1_q; ramt3_q <= ramt2_q[4:1]; ramt4_q <= ramt3_q[4:2]; ramt5_q <= ramt4_q[4:3];
        mk2_q <= mk1_q; mk3_q <= mk2_q; mk4_q <= mk3_q; mk5_q <= mk4_q;
        pha1_q <= c_pha; pha2_q <= pha1_q; pha3_q <= pha2_q; pha4_q <= pha3_q; pha5_q <= pha4_q; pha6_q <= pha5_q;
        if (rst) begin
            pps1_q <= 2'd0; pps2_q <= 2'd0; pps3_q <= 2'd0; pps4_q <= 2'd0;
            pps5_q <= 2'd0; pps6_q <= 2'd0; pps7_q <= 2'd0;
            tl1_q <= {TL{1'b0}}; tl2_q <= {TL{1'b0}}; tl3_q <= {TL{1'b0}}; tl4_q <= {TL{1'b0}};
            tl5_q <= {TL{1'b0}}; tl6_q <= {TL{1'b0}}; tl7_q <= {TL{1'b0}}; tl8_q <= {TL{1'b0}};
        end else begin
            pps1_q <= c_pps; pps2_q <= pps1_q; pps3_q <= pps2_q; pps4_q <= pps3_q;
            pps5_q <= pps4_q; pps6_q <= pps5_q; pps7_q <= pps6_q;
            tl1_q <= tl0; tl2_q <= tl1_q; tl3_q <= tl2_q; tl4_q <= tl3_q;
            tl5_q <= tl4_q; tl6_q <= tl5_q; tl7_q <= tl6_q; tl8_q <= tl7_q;
        end
    end
    wire       lx7  = tl7_q[12];
    wire       unused_lx8 = tl8_q[12];
    wire       ua8  = tl8_q[11];
    wire       cin8 = tl8_q[10];
    wire       v8   = tl8_q[9];
    reg  [8:0]    tl9_q;
    always @(posedge clk) tl9_q <= rst ? 9'd0 : tl8_q[8:0];
    wire       qwe9 = tl9_q[8], hwe9 = tl9_q[7], xlu9 = tl9_q[6], xhu9 = tl9_q[5];
    wire [4:0] wa9  = tl9_q[4:0];

    // ------------------------------------------------------------------ memories
    wire [31:0] qd, md, hd;
    reg  [31:0] acc_q;
    // the H read port: the late read (pp) when one is due, else the early one
    // (a late read of a constant leaves the port to the early read: the final
    // compression reads M from the H RAM meanwhile)
    wire        late = (pps6_q != 2'd0);
    wire        late_ram = (pps6_q == 2'd1) & ~(c_fin | c_fst);
    wire [3:0]  hra  = late_ram ? pha6_q : (c_fin ? c_mra : c_hra);
    wire [3:0]  ca   = late ? pha6_q : c_hra;
    lw_ram_sdp #(.DEPTH(16), .DW(32), .STYLE("logic")) u_h (
        .clk(clk), .we(hwe9), .waddr(wa9[3:0]), .wdata(acc_q),
        .re(1'b1), .raddr(hra), .rdata(hd)
    );
    wire [31:0] xsrc;                  // the rotator's source (edge 2)
    generate
        if (MEM == "bram") begin : g_qm
            // Q (words 0..31), the message slots (32..63), XL (64) and XH (65) share the
            // block RAM: an op reads one of them (the rotator's source), so the op's
            // source picks the read address.  The block RAM reads the op's address as
            // the op is issued (e_*: the controller's next op) into a register of its
            // own (bd_q), off the slow block-RAM output: a word written by an op is
            // readable by the op issued eleven cycles later.  Q, XL and XH writes take
            // the write port, the loader waits (q_busy).  No word is read in the cycle it
            // is written (the loader writes only the slot not being compressed).
            wire [31:0] bd;
            reg  [31:0] bd_q;
            wire        pw = qwe9 | xlu9 | xhu9;
            reg  [6:0]  ra;
            always @* begin
                case (e_xs)
                    2'd0:    ra = {2'b00, e_qra};
                    2'd1:    ra = {2'b01, e_slot, e_mra};
                    default: ra = {6'b100000, ~e_xs[0]};
                endcase
            end
            lw_ram_sdp #(.DEPTH(128), .DW(32), .STYLE("bram"), .NO_RW_CHECK(1)) u_qm (
                .clk(clk), .we(pw | c_mwe),
                .waddr(qwe9 ? {2'b00, wa9} : pw ? {6'b100000, xhu9} : {2'b01, c_mwaddr}),
                .wdata(pw ? acc_q : bswap(in_data)),
                .re(1'b1), .raddr(ra), .rdata(bd)
            );
            always @(posedge clk) bd_q <= bd;
            assign qd   = bd_q;
            assign xsrc = (xs1_q == 2'd1 && c_fin) ? hd : bd_q;
            assign q_busy = pw;
            wire unused_b = ^{c_qra, c_mslot, md};
            assign md = bd_q;
        end else begin : g_qm
            reg  [31:0] xl_q, xh_q;
            lw_ram_sdp #(.DEPTH(32), .DW(32), .STYLE("logic")) u_q (
                .clk(clk), .we(qwe9), .waddr(wa9), .wdata(acc_q),
                .re(1'b1), .raddr(c_qra), .rdata(qd)
            );
            lw_ram_sdp #(.DEPTH(32), .DW(32), .STYLE("logic")) u_m (
                .clk(clk), .we(c_mwe), .waddr(c_mwaddr), .wdata(bswap(in_data)),
                .re(1'b1), .raddr({c_mslot, c_mra}), .rdata(md)
            );
            // XL, XH: sums of the lane's XOR chain over Q16..31
            always @(posedge clk) begin
                if (xlu9) xl_q <= acc_q;
                if (xhu9) xh_q <= acc_q;
            end
            assign xsrc = xs1_q == 2'd0 ? qd : xs1_q == 2'd1 ? (c_fin ? hd : md) :
                          xs1_q == 2'd2 ? xh_q : xl_q;
            assign q_busy = 1'b0;
            wire unused_l = ^{e_qra, e_mra, e_xs, e_slot};
        end
    endgenerate
    assign digest_word = bswap(hd);

    // the constant beside the H word: K_j for a late read with pps = 2, else
    // CONST_final (final compression) or the IV (first block)
    reg  [31:0] cst_q;
    always @(posedge clk)
        cst_q <= pps6_q[1] ? kj(ca) : (c_fin ? {28'haaaaaaa, ca} : ivw(ca));

    // ------------------------------------------------------------------ edge 2: x, tb
    reg  [31:0] x_q, tb2_q;
    wire        hsel = c_fin | c_fst;          // the H words are constants
    wire [31:0] hval = hsel ? cst_q : hd;
    always @(posedge clk) begin
        x_q <= xsrc;
        tb2_q <= ({32{tp1_q[0]}} & (qd >> 1)) ^ ({32{tp1_q[1]}} & (qd >> 2))
               ^ ({32{xh1_q}} & hval) ^ {32{neg1_q}};
    end

    // ------------------------------------------------------------------ edges 3..7: rotl
    reg         ramt6_q;
    reg  [31:0] a1_q, a2_q, a3_q, a4_q, r_q, mask_q;
    reg  [31:0] tb3_q, tb4_q, tb5_q, tb6_q, tb7_q;
    wire [31:0] ones = 32'hffffffff;
    always @(posedge clk) begin
        a1_q <= ramt2_q[0] ? {x_q[30:0], x_q[31]}     : x_q;
        a2_q <= ramt3_q[1] ? {a1_q[29:0], a1_q[31:30]} : a1_q;
        a3_q <= ramt4_q[2] ? {a2_q[27:0], a2_q[31:28]} : a2_q;
        a4_q <= ramt5_q[3] ? {a3_q[23:0], a3_q[31:24]} : a3_q;
        r_q  <= mask_q & (ramt6_q ? {a4_q[15:0], a4_q[31:16]} : a4_q);
        case (mk5_q)
            4'd0:    mask_q <= ones;
            4'd1:    mask_q <= ones << 1;
            4'd2:    mask_q <= ones << 2;
            4'd3:    mask_q <= ones << 3;
            4'd4:    mask_q <= ones << 4;
            4'd5:    mask_q <= ones << 5;
            4'd6:    mask_q <= ones << 6;
            4'd7:    mask_q <= ones << 8;
            4'd8:    mask_q <= ones >> 1;
            4'd9:    mask_q <= ones >> 2;
            4'd10:   mask_q <= ones >> 3;
            4'd11:   mask_q <= ones >> 4;
            4'd12:   mask_q <= ones >> 5;
            4'd13:   mask_q <= ones >> 6;
            4'd14:   mask_q <= ones >> 7;
            default: mask_q <= ones >> 11;
        endcase
        ramt6_q <= ramt5_q[4];
        tb3_q <= tb2_q; tb4_q <= tb3_q; tb5_q <= tb4_q; tb6_q <= tb5_q; tb7_q <= tb6_q;
    end

    // ------------------------------------------------------------------ edge 8: lane, pp
    reg  [31:0] lane_q, pp_q;
    wire        pph = (pps7_q == 2'd1) & ~hsel;     // the late read is a RAM word
    wire        ppc = (pps7_q == 2'd2) | ((pps7_q == 2'd1) & hsel);
    always @(posedge clk) begin
        lane_q <= r_q ^ tb7_q ^ ({32{lx7}} & lane_q);
        pp_q   <= ({32{pph}} & hd) | ({32{ppc}} & cst_q);
    end

    // ------------------------------------------------------------------ edge 9: the adder
    always @(posedge clk) begin
        if (v8) acc_q <= (({32{ua8}} & acc_q) ^ pp_q) + lane_q + {31'd0, cin8};
    end
endmodule
`default_nettype wire
