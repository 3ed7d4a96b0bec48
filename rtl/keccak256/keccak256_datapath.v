`default_nettype none
// The datapath: the state RAM (two banks of 25 lanes, each lane as two bit-interleaved
// 32-bit halves), theta's column-parity rings and D rings, the rho rotator and the
// chi window.  Everything but the RAM is registers that shift or rotate under an
// enable; the only wide multiplexers are the rotator and the chi window taps.
module keccak256_datapath #(
    parameter MEM = "logic"
) (
    input  wire        clk,
    input  wire [63:0] in_data,      // message lane from lw_in, first byte in the MSBs
    input  wire        c_take,
    input  wire        c_clr_abs,
    input  wire        c_abs_we_e,
    input  wire        c_abs_fresh,
    input  wire        c_align_e,
    input  wire        c_align_o,
    input  wire        c_dload,
    input  wire [3:0]  c_didx,       // D load: entry written (0..4 even D[x], 5..9 odd)
    input  wire [3:0]  c_dra,        // stage 2: D entry read (source half, column)
    input  wire        c_re,
    input  wire [5:0]  c_raddr,
    input  wire        c_we,
    input  wire [5:0]  c_waddr,
    input  wire [4:0]  c_amt,
    input  wire        c_zero,
    input  wire [2:0]  c_cj,
    input  wire        c_iota,
    input  wire        c_ch,
    input  wire        c_pv,
    input  wire        c_ph,
    input  wire        c_pother,
    input  wire        c_py0,
    input  wire [6:0]  c_rc,
    input  wire        c_cap_e,
    input  wire [1:0]  c_osel,       // digest: which 16 bits of the lane
    output wire [15:0] digest_word   // digest word, first byte in the MSBs
);
    // ------------------------------------------------------------------ lane <-> halves
    // Keccak lanes are little-endian: byte k of the lane is bits [8k+7:8k].  The even
    // half holds lane bits 0, 2, .., 62, the odd half bits 1, 3, .., 63; rotating a
    // lane by 2s rotates both halves by s, by 2s+1 swaps them (even' = odd <<< s+1,
    // odd' = even <<< s).
    function [63:0] bswap(input [63:0] v);
        integer b;
        for (b = 0; b < 8; b = b + 1) bswap[8*b +: 8] = v[56-8*b +: 8];
    endfunction

    wire [63:0] in_lane = bswap(in_data);
    wire [31:0] in_e, in_o;
    genvar gi;
    generate
        for (gi = 0; gi < 32; gi = gi + 1) begin : g_deint
            assign in_e[gi] = in_lane[2*gi];
            assign in_o[gi] = in_lane[2*gi+1];
        end
    endgenerate

    // ------------------------------------------------------------------ state RAM
    wire [31:0] rdata;
    wire [31:0] wdata;
    lw_ram_sdp #(.DEPTH(64), .DW(32), .STYLE(MEM == "bram" ? "bram" : "logic"), .NO_RW_CHECK(1)) u_state (
        .clk(clk), .we(c_we), .waddr(c_waddr), .wdata(wdata),
        .re(c_re), .raddr(c_raddr), .rdata(rdata)
    );

    // absorb: a read-modify-write straight from lw_in's word, the even half first
    // (c_abs_we_e), then the odd one (c_take); the old state is zero in the first
    // block of a message.  The value that goes into the RAM and the parity rings is
    // one word v: the chi output in rounds, the message half when absorbing.
    wire [31:0] chi_out;
    wire [31:0] msgh = c_abs_we_e ? in_e : in_o;
    wire [31:0] v    = c_pv ? chi_out : msgh;
    assign wdata = v ^ ((c_pv | c_abs_fresh) ? 32'd0 : rdata);

    // ------------------------------------------------------------------ theta: C rings
    // One ring of five column parities per half.  A ring turns once for each value
    // XOR-ed into its head (absorb: one lane; rounds: one chi output of its half),
    // and twice more during each row of the other half (the rows' outputs start
    // two columns further on each row), so its head is always the column at hand.
    reg  [31:0] ce_q [0:4];
    reg  [31:0] co_q [0:4];
    wire        other = c_pv && c_pother;                 // the other ring's extra turns
    wire        ce_en = c_abs_we_e | c_align_e | c_dload | (c_pv & (~c_ph | other));
    wire        co_en = c_take     | c_align_o | c_dload | (c_pv & ( c_ph | other));
    wire        ce_x  = c_abs_we_e | (c_pv & ~c_ph);     // v goes into the even head
    wire        co_x  = c_take     | (c_pv &  c_ph);
    wire        ce_clr = c_pv ? (~c_ph & c_py0) : c_clr_abs;
    wire        co_clr = c_pv ? ( c_ph & c_py0) : c_clr_abs;
    wire [31:0] ce_head = (ce_clr ? 32'd0 : ce_q[0]) ^ (ce_x ? v : 32'd0);
    wire [31:0] co_head = (co_clr ? 32'd0 : co_q[0]) ^ (co_x ? v : 32'd0);

    // ------------------------------------------------------------------ theta: D RAM
    // D[x] = C[x-1] ^ (C[x+1] <<< 1), in halves: even Ce[x-1] ^ (Co[x+1] <<< 1),
    // odd Co[x-1] ^ Ce[x+1].  After a round (and after ALIGN) the even ring's head
    // holds column 0 and the odd ring's column 3; during the 10 load cycles both
    // rings turn (twice round) and the columns x-1, x+1 pass fixed places, so entry
    // i = 0..4 gets even D[i] and entry i = 5..9 odd D[i-5].  The D values live in a
    // small distributed RAM (asynchronous read): one word is read per step.
    wire [31:0] co3 = co_q[3];
    wire [31:0] dnew_e = ce_q[4] ^ {co3[30:0], co3[31]};
    wire [31:0] dnew_o = co_q[1] ^ ce_q[1];
`ifdef LW_NO_LUTRAM
    (* ram_style = "logic" *)          // no distributed RAM (iCE40): flip-flops
`else
    (* ram_style = "distributed" *)
`endif
    reg  [31:0] d_mem [0:9];
    always @(posedge clk)
        if (c_dload) d_mem[c_didx] <= (c_didx >= 4'd5) ? dnew_o : dnew_e;
    wire [31:0] d_rd = d_mem[c_dra];

    integer i;
    always @(posedge clk) begin
        if (ce_en) begin
            for (i = 0; i < 4; i = i + 1) ce_q[i] <= ce_q[i+1];
            ce_q[4] <= ce_head;
        end
        if (co_en) begin
            for (i = 0; i < 4; i = i + 1) co_q[i] <= co_q[i+1];
            co_q[4] <= co_head;
        end
    end

    // ------------------------------------------------------------------ theta + rho
    reg  [31:0] th_q;
    reg  [4:0]  amt1_q;
    always @(posedge clk) begin
        th_q   <= (c_zero ? 32'd0 : rdata) ^ d_rd;
        amt1_q <= c_amt;
    end
    // rotate left by amt, in two pipeline stages
    wire [31:0] ra = amt1_q[0] ? {th_q[30:0], th_q[31]} : th_q;
    wire [31:0] rb = amt1_q[1] ? {ra[29:0], ra[31:30]}   : ra;
    reg  [31:0] rb_q;
    reg  [2:0]  amt_q;
    always @(posedge clk) begin
        rb_q  <= rb;
        amt_q <= amt1_q[4:2];
    end
    wire [31:0] rc_ = amt_q[0] ? {rb_q[27:0], rb_q[31:28]} : rb_q;
    wire [31:0] rd_ = amt_q[1] ? {rc_[23:0], rc_[31:24]}   : rc_;
    wire [31:0] rho = amt_q[2] ? {rd_[15:0], rd_[31:16]}   : rd_;

    // ------------------------------------------------------------------ chi window
    // w_q[6] is the newest word.  The output for place j of a row is written when the
    // source of place j+2 is the newest; its operands then sit at fixed places.
    reg  [31:0] w_q [0:6];
    integer iw;   // a loop variable of its own: one always block drives it
    always @(posedge clk) begin
        for (iw = 0; iw < 6; iw = iw + 1) w_q[iw] <= w_q[iw+1];
        w_q[6] <= rho;
    end
    // chi_q is written to the RAM and XOR-ed into the parity rings one cycle later.
    wire [31:0] op_a = w_q[4];
    wire [31:0] op_b = (c_cj == 3'd4) ? w_q[0] : w_q[5];
    wire [31:0] op_c = (c_cj >= 3'd3) ? w_q[1] : w_q[6];
    wire [31:0] rcw  = c_ch ? {c_rc[6], 15'd0, c_rc[5], 7'd0, c_rc[4], 3'd0, c_rc[3], 1'b0, c_rc[2], c_rc[1]}
                            : {31'd0, c_rc[0]};
    reg  [31:0] chi_q;
    always @(posedge clk) chi_q <= op_a ^ (~op_b & op_c) ^ (c_iota ? rcw : 32'd0);
    assign chi_out = chi_q;


    // ------------------------------------------------------------------ digest
    // A lane leaves as four 16-bit words, bytes 2q and 2q+1 of the lane (q = c_osel),
    // the lower byte first.  The even half waits in oe_q; the odd half stays on the
    // RAM's read register (nothing is read while the lane is offered).  Lane bits
    // 16q .. 16q+15 are even bits 8q .. 8q+7 and odd bits 8q .. 8q+7, interleaved.
    reg  [31:0] oe_q;
    always @(posedge clk)
        if (c_cap_e) oe_q <= rdata;
    wire [7:0]  ob_e = oe_q[8*c_osel +: 8];
    wire [7:0]  ob_o = rdata[8*c_osel +: 8];
    wire [15:0] dig;
    generate
        for (gi = 0; gi < 8; gi = gi + 1) begin : g_int
            assign dig[2*gi]   = ob_e[gi];
            assign dig[2*gi+1] = ob_o[gi];
        end
    endgenerate
    assign digest_word = {dig[7:0], dig[15:8]};
endmodule
`default_nettype wire
